import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, brandUrl } from './support/accounts';
import { login } from './support/login';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /menu du compte/i }).click();
}

test('logout asks for confirmation, then shows the login screen', async ({ page }) => {
  await login(page, ACCOUNTS.is);
  await expectNoSeriousA11yViolations(page);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /déconnecter/i }).click();
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
});

test('a session revoked on the API sends the user to the login on the same page, then back to it', async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await login(firstPage, ACCOUNTS.icm);

  // A second browser holding a copy of the cookie taken before logout.
  const copy = await browser.newContext();
  await copy.addCookies(await first.cookies());
  const copyPage = await copy.newPage();
  await copyPage.goto(brandUrl('icm', '/programmes/neuf'));
  await expect(mainMenu(copyPage)).toBeVisible();

  await firstPage.getByRole('button', { name: /menu du compte/i }).click();
  await firstPage.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await firstPage.getByRole('dialog').getByRole('button', { name: /déconnecter/i }).click();
  await expect(firstPage.getByRole('heading', { name: 'Bienvenue' })).toBeVisible({ timeout: 10_000 });

  await copyPage.reload();
  await expect(copyPage.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  await expect(copyPage).toHaveURL(brandUrl('icm', '/programmes/neuf'));
  await login(copyPage, ACCOUNTS.icm, '/programmes/neuf');
  await expect(copyPage).toHaveURL(brandUrl('icm', '/programmes/neuf'));
  await first.close();
  await copy.close();
});

test('a link followed from another site lands a logged-in adviser on the page', async ({ page }) => {
  await login(page, ACCOUNTS.lci);
  await page.setContent(`<a href="${brandUrl('lci', '/programmes/neuf')}">Voir les programmes neufs</a>`);
  await page.getByRole('link', { name: 'Voir les programmes neufs' }).click();
  await expect(mainMenu(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(brandUrl('lci', '/programmes/neuf'));
});

test('an adviser with two accounts switches account', async ({ page }) => {
  await login(page, ACCOUNTS.multi);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Changer de compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changer de compte' });
  await expect(dialog.getByText('Compte actuel')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const currentEmail = dialog.locator('li', { hasText: 'Compte actuel' }).getByText(/@/);
  await expect(currentEmail).toHaveText(ACCOUNTS.multi.email);
  const other = dialog.getByRole('button', { name: /^Utiliser ce compte : / });
  await expect(other).toHaveCount(1);
  await other.click();
  await expect(dialog.getByText('Changement de compte en cours…')).toBeVisible();
  await page.waitForEvent('load');
  await expect(mainMenu(page)).toBeVisible({ timeout: 20_000 });

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Changer de compte' }).click();
  const after = page.getByRole('dialog', { name: 'Changer de compte' });
  await expect(after.locator('li', { hasText: 'Compte actuel' }).getByText(/@/)).not.toHaveText(ACCOUNTS.multi.email);
});

test('the change-password panel refuses a common password', async ({ page }) => {
  await login(page, ACCOUNTS.directeur);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Mon profil' }).click();
  const panel = page.getByRole('complementary', { name: 'Panneau latéral' });
  await expect(panel.getByText('Modifier votre mot de passe')).toBeVisible();
  await panel.getByLabel('Mot de passe actuel').fill('Demo-Partenaire-2026!');
  await panel.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Motdepasse123!');
  await panel.getByLabel('Confirmation du nouveau mot de passe').fill('Motdepasse123!');
  await panel.getByRole('button', { name: 'Modifier' }).click();
  await expect(panel.getByText('Ce mot de passe est trop courant, choisissez-en un autre.')).toBeVisible();
});
