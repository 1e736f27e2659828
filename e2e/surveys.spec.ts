import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { login } from './support/login';

test('an adviser answers an open survey, sees the card offer to change it at once and the answer kept after a reload, and a closed survey shows no form', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.lci, '/sondages');
  await expect(page.getByRole('heading', { level: 1, name: 'Sondages' })).toBeVisible();
  const survey = page.getByRole('listitem', { name: 'Vos priorités pour 2027' });
  await expectNoSeriousA11yViolations(page);

  await survey.getByRole('button', { name: /Répondre|Modifier ma réponse/ }).click();
  await expect(survey.getByText('Choisissez une réponse')).toBeVisible();

  await survey.getByRole('radio', { name: 'Fonds et SCPI' }).check();
  await survey.getByRole('button', { name: /Répondre|Modifier ma réponse/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Merci pour votre réponse' })).toBeVisible();
  await expect(survey.getByRole('button', { name: 'Modifier ma réponse' })).toBeVisible();
  await expect(survey.getByRole('button', { name: 'Répondre' })).toHaveCount(0);

  await page.reload();
  await expect(survey.getByRole('radio', { name: 'Fonds et SCPI' })).toBeChecked();
  await expect(survey.getByRole('button', { name: 'Modifier ma réponse' })).toBeVisible();

  const closed = page.getByRole('listitem', { name: 'Satisfaction du back-office' });
  await expect(closed.getByText("Vous n'avez pas répondu à ce sondage.")).toBeVisible();
  await expect(closed.getByRole('radio')).toHaveCount(0);
});
