import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { fillLogin } from './support/login';
import { ApiRelay, FRAME_CACHE_END_MS, relayPorts, startAppBehind } from './support/outage';

// The partner API goes away in the middle of a session, then comes back: the app (never restarted) says so in
// French, never shows a blank page or waits past its timeout, and serves the pages again once the API answers.
// Long enough for a login (argon2) on a busy machine.
const TIMEOUT_MS = 6_000;
const { appPort, relayPort, apiPort } = relayPorts(1);
const relay = new ApiRelay(relayPort, apiPort);
let app: Awaited<ReturnType<typeof startAppBehind>>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  await relay.listen();
  app = await startAppBehind(relay, appPort, TIMEOUT_MS);
});
test.afterAll(async () => {
  await app?.stop();
  await relay.cut();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function loginOnApp(page: Page) {
  await page.goto(app.url('/'));
  await fillLogin(page, ACCOUNTS.is.email, DEMO_PASSWORD);
  await expect(menu(page)).toBeVisible({ timeout: 20_000 });
}

/** The page shows something an adviser can read and act on: a heading and the way home or the menu. */
async function expectReadablePage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(20);
}

test('a dead API: French notices in place, the error screen on a full load, and pages back once it answers', async ({ page }) => {
  await loginOnApp(page);
  await menu(page).getByRole('link', { name: 'Favoris' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();

  await relay.cut();
  await page.waitForTimeout(FRAME_CACHE_END_MS);
  await page.goto(app.url('/options'));
  await expect(page.getByText('Impossible de charger le contenu')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oups !' })).toBeVisible();
  await expectReadablePage(page);
  await expectNoSeriousA11yViolations(page);

  await relay.restore();
  await page.getByRole('link', { name: 'Cliquez ici pour revenir à l\'accueil' }).click();
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('link', { name: 'Favoris' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
  await expect(page.getByText('Impossible de charger vos favoris')).toHaveCount(0);
});

test('a client-side navigation while the API is down keeps the frame and shows the page’s own notice', async ({ page }) => {
  await loginOnApp(page);
  await relay.cut();
  await menu(page).getByRole('link', { name: 'Favoris' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
  await expect(page.getByText('Impossible de charger vos favoris')).toBeVisible();
  await expect(menu(page)).toBeVisible();
  await relay.restore();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
  await expect(page.getByText('Impossible de charger vos favoris')).toHaveCount(0);
});

test('a hung API: the app gives up on the read after one retry and draws the page with its notice', async ({ page }) => {
  await loginOnApp(page);
  await relay.freeze();
  await menu(page).getByRole('link', { name: 'Favoris' }).click();
  // Each attempt is bounded by PARTNER_API_TIMEOUT_MS; the relay never answers, so a notice on screen means the app
  // abandoned its reads itself. The bound here only keeps a broken build from hanging the suite.
  await expect(page.getByText('Impossible de charger vos favoris')).toBeVisible({ timeout: 60_000 });
  const favouriteReads = relay.heldRequests().filter((request) => request.path.startsWith('/api/favorites'));
  expect(favouriteReads).toEqual([
    { method: 'GET', path: expect.stringMatching(/^\/api\/favorites\?/), abandoned: true },
    { method: 'GET', path: expect.stringMatching(/^\/api\/favorites\?/), abandoned: true },
  ]);
  await expectReadablePage(page);
  await relay.restore();
  await page.reload();
  await expect(page.getByText('Impossible de charger vos favoris')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
});
