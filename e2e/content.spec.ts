import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, brandUrl } from './support/accounts';
import { login } from './support/login';

test('an adviser reads the webinars, opens a training and checks their dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.is, '/webinaires');
  await expect(page.getByRole('heading', { level: 1, name: 'Webinaires' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Prochains webinaires' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Bien vendre le LMNP' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Événements' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(brandUrl('is', '/formations/ia'));
  await expect(page.getByRole('heading', { level: 1, name: 'Formations – Intelligence artificielle' })).toBeVisible();
  await page.getByRole('link', { name: 'Consulter « Découvrir l’IA générative »' }).click();
  await expect(page).toHaveURL(/\/formations\/ia\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Découvrir l’IA générative' })).toBeVisible();
  await expect(page.getByText('Durée : 45 minutes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(brandUrl('is', '/dashboard'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Options en cours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ventes par statut' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Not a director: the direction screen does not exist for this adviser.
  await page.goto(brandUrl('is', '/dashboard/direction'));
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord direction' })).toHaveCount(0);
});

test('a director sees the figures of the brand’s advisers', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.directeur, '/dashboard/direction');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord direction' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Conseiller' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Philippe Garnier' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an adviser reads a conversation with the back-office, replies and finds the contacts', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.is, '/messagerie');
  await expect(page.getByRole('heading', { level: 1, name: 'Messagerie' })).toBeVisible();
  await page.getByRole('link', { name: 'Dossier de réservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier de réservation' })).toBeVisible();
  const reply = `Merci, je transmets au client (${Date.now()}).`;
  await page.getByLabel('Votre réponse').fill(reply);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText(reply)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(brandUrl('is', '/contact-us'));
  await expect(page.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'partenaires@is.example' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
