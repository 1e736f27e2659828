import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { login } from './support/login';
import { goTo } from './support/selling';

// Marks the current document: a full page load forgets the mark, a client navigation keeps it.
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);
// The first build check runs once the page is hydrated: its answer proves the watcher of the page at `path`
// listens (the referer tells it from a check of the page the test came from).
const buildChecked = (page: Page, path: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/api/builds/latest.json') &&
      new URL(response.request().headers()['referer'] ?? 'http://x/').pathname === path,
  );

test('the live build id is served at /api/builds/latest.json, uncached', async ({ request }) => {
  const port = process.env.E2E_PORT ?? '3100';
  const response = await request.get(`http://127.0.0.1:${port}/api/builds/latest.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect((await response.json()).id).toMatch(/^[0-9a-f-]{36}$/);
});

test('without a newer build, navigation stays inside the page', async ({ page }) => {
  await login(page, ACCOUNTS.is, '/');
  const checked = buildChecked(page, '/programmes');
  await goTo(page, '/programmes');
  await checked;
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Fonds' }).click();
  await expect(page).toHaveURL(/\/fonds$/);
  expect(await isSameDocument(page)).toBe(true);
});

test('once a newer build is live, the next navigation is a full page load', async ({ page }) => {
  // A deployment cannot happen during the test: the poll gets the answer a server of a newer build gives.
  await page.route('**/api/builds/latest.json*', (route) => route.fulfill({ json: { id: 'build-suivant' } }));
  await login(page, ACCOUNTS.is, '/');
  const checked = buildChecked(page, '/programmes');
  await goTo(page, '/programmes');
  await checked;
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Fonds' }).click();
  await expect(page).toHaveURL(/\/fonds$/);
  await expect.poll(() => isSameDocument(page).catch(() => true)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a failed chunk load reloads the page once, not twice within 10 s', async ({ page }) => {
  await login(page, ACCOUNTS.is, '/');
  let checked = buildChecked(page, '/fonds');
  await goTo(page, '/fonds');
  await checked;
  const chunkFailure = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 4242 failed.'), { name: 'ChunkLoadError' });
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    });

  await markDocument(page);
  checked = buildChecked(page, '/fonds');
  await chunkFailure();
  await expect.poll(() => isSameDocument(page).catch(() => true)).toBe(false);
  await checked;

  await markDocument(page);
  await chunkFailure();
  await page.waitForTimeout(1_500);
  expect(await isSameDocument(page)).toBe(true);
});
