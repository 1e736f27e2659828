import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS } from './support/accounts';
import { login } from './support/login';

test.use({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const mainMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('on a phone the page is drawn at the phone’s width, the menu a drawer closed until asked for', async ({ page }) => {
  await login(page, ACCOUNTS.lci, '/options');
  expect(await page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes options / réservations' })).toBeInViewport();
  await expect(mainMenu(page)).not.toBeInViewport();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(mainMenu(page)).toBeInViewport();
  // Focus stays inside the open drawer.
  for (let step = 0; step < 30; step++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('#main-navbar') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(mainMenu(page)).not.toBeInViewport();

  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await mainMenu(page).getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(mainMenu(page)).not.toBeInViewport();
  await expectNoSeriousA11yViolations(page);
});

test('on a phone each option is a card whose state and deadline read without scrolling sideways', async ({ page }) => {
  await login(page, ACCOUNTS.lci, '/options');
  const first = page.locator('tr[data-option]').first();
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(first.locator('[data-countdown]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await expectNoSeriousA11yViolations(page);
});

test('on a phone the programme filters fold behind « Filtres », which says how many are set', async ({ page }) => {
  await login(page, ACCOUNTS.lci, '/programmes/neuf?typologie=T2&disponible=1');
  const filters = page.getByRole('region', { name: 'Filtres des programmes' });
  const toggle = page.getByRole('button', { name: /^Filtres/ });
  await expect(filters).toBeHidden();
  await expect(page.locator('article').first()).toBeInViewport();
  await expect(toggle).toHaveText(/Filtres \(\d+ actifs?\)/);
  await toggle.click();
  await expect(filters).toBeVisible();
  await expect(filters.getByLabel('Ville, département ou code postal')).toBeVisible();
});
