import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { login } from './support/login';
import { sidePanel } from './support/selling';

test('a programme card opens the programmes panel and the user menu opens the contact panel', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.is, '/programmes/neuf');
  const preview = page.getByRole('button', { name: /^Aperçu de / }).first();
  const name = ((await preview.getAttribute('aria-label')) ?? '').replace(/^Aperçu de /, '');
  await preview.click();
  await expect(sidePanel(page).getByRole('heading', { level: 2, name: 'Programmes' })).toBeVisible();
  await expect(sidePanel(page).getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(sidePanel(page).getByRole('rowheader', { name: 'Prix' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await sidePanel(page).getByRole('link', { name: 'Voir la fiche complète' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: /menu du compte/i }).click();
  await page.getByRole('menuitem', { name: 'Contacter le back-office' }).click();
  await expect(sidePanel(page).getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
  await expect(sidePanel(page).getByRole('heading', { level: 3, name: 'Service partenaires' })).toBeVisible();
  await expect(sidePanel(page).getByRole('link', { name: 'Écrire au back-office' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(sidePanel(page).getByRole('heading', { level: 2, name: 'Contact' })).toHaveCount(0);
});
