import { expect, type Page } from '@playwright/test';
import { COLOR_SCHEME_KEY } from '../../components/theme/color-scheme';
import { brandUrl, DEMO_PASSWORD, type DemoAccount } from './accounts';

/** The main screens of the README's table, as an adviser reaches them from the menu. */
export const MAIN_SCREENS = [
  { name: 'accueil', path: '/' },
  { name: 'programmes', path: '/programmes/neuf' },
  { name: 'options', path: '/options' },
  { name: 'clients', path: '/clients' },
  { name: 'documents', path: '/documents' },
  { name: 'messagerie', path: '/messagerie' },
  { name: 'statistiques', path: '/stats/ventes' },
  { name: 'fonds', path: '/fonds' },
] as const;

/** The first residence of the new-build list: its page, with the lot grid. */
export async function firstResidencePath(page: Page): Promise<string> {
  await page.goto(new URL('/programmes/neuf', page.url()).toString());
  const href = await page.locator('article h3 a').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** Logs in and lets the welcome end; closes the documents modal lrp advisers may meet first (once a login). */
export async function loginOnce(page: Page, account: DemoAccount): Promise<void> {
  await page.goto(brandUrl(account.brand, '/'));
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Connexion' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 30_000 });
  if (account.brand !== 'lrp') return;
  await settle(page);
  const documents = page.getByRole('dialog', { name: 'Mise à jour de vos documents nécessaire' });
  if (await documents.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(documents).toBeHidden();
  }
}

/** Chooses the colour mode as the adviser's menu stores it, before the next load. */
export async function chooseColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [COLOR_SCHEME_KEY, scheme]);
}

/** Waits until the page's data and fonts are in place, so what is checked is what the adviser sees. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}
