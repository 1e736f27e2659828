import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { login } from './support/login';
import { apiGet, apiToken, sidePanel } from './support/selling';

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /menu du compte/i }).click();
  await page.getByRole('menuitem', { name: 'Mon profil' }).click();
  await expect(sidePanel(page).getByRole('heading', { name: 'Mes communications' })).toBeVisible();
}

test('communication preferences are saved from the profile panel and read back after a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.icm);
  await openProfile(page);
  const sms = sidePanel(page).getByRole('switch', { name: 'Informations par SMS' });
  const wasOn = await sms.isChecked();
  await expectNoSeriousA11yViolations(page);

  await sms.setChecked(!wasOn, { force: true });
  await expect(sms).toBeChecked({ checked: !wasOn });
  await sidePanel(page).getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Communications mises à jour avec succès' })).toBeVisible();

  await page.reload();
  await openProfile(page);
  await expect(sidePanel(page).getByRole('switch', { name: 'Informations par SMS' })).toBeChecked({ checked: !wasOn });
  const infos = await apiGet<{ inputs: { sms_cgp: boolean } }>(request, await apiToken(request, ACCOUNTS.icm), 'user-infos');
  expect(infos.inputs.sms_cgp).toBe(!wasOn);
});
