import { expect, test, type Page } from '@playwright/test';
import { axeOf } from './support/a11y';
import { ACCOUNTS, brandUrl } from './support/accounts';
import { login } from './support/login';
import { apiToken, availableLots, openLot, sidePanel } from './support/selling';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('a 404 under a logged-in adviser keeps the brand’s frame, for a screen out of the menu and for an unknown path', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.icm, '/');
  for (const path of ['/ventes', '/cette-page/nexiste-pas', '/programmes/residence/999999']) {
    const response = await page.goto(brandUrl('icm', path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Erreur 404 !' })).toBeVisible();
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Immobilier Conseil Méditerranée' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
  }
});

test('a screen carries the adviser’s frame once: the 404 the router keeps for later is drawn without it', async ({ page }) => {
  await login(page, ACCOUNTS.is, '/');
  // The page as the browser loads it, with its router payload: the frame's menu travels in it once.
  const html = await page.evaluate(() => fetch('/programmes/neuf').then((response) => response.text()));
  expect(html.match(/menu\\":\[\{/g)).toHaveLength(1);
});

test('the menu opens the lists of sales and disputes in one click, and their statistics under their own names', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.directeur, '/');
  for (const [entry, url, heading] of [
    ['Ventes', /\/ventes$/, 'Ventes'],
    ['Litiges', /\/litiges$/, 'Litiges'],
    ['Statistiques des ventes', /\/stats\/ventes$/, 'Statistiques des ventes'],
    ['Statistiques des litiges', /\/stats\/litiges$/, 'Statistiques des litiges'],
  ] as const) {
    await menu(page).getByRole('link', { name: entry, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
});

test('the lrp documents modal adds no second banner, and the catalogue cards keep the heading order', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.lrp, '/');
  await expect(page.getByRole('dialog', { name: 'Mise à jour de vos documents nécessaire' })).toBeVisible();
  for (const path of ['/', '/programmes', '/fonds']) {
    if (path !== '/') await page.goto(brandUrl('lrp', path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const rules = ['landmark-no-duplicate-banner', 'landmark-unique', 'heading-order'];
    const results = await axeOf(page).withRules(rules).analyze();
    expect(results.violations.map((violation) => `${path} ${violation.id}`)).toEqual([]);
  }
});

/** Stylesheets the page preloaded but never applied (the browser warns about each a few seconds after load). */
const unusedPreloads = (page: Page) =>
  page.evaluate(() => {
    const applied = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map((link) => link.href).filter((href) => !applied.has(href));
  });

/**
 * The login screen, drawn in place of the page a logged-out adviser asked for, lets the browser fetch that page's
 * and the frame's stylesheets ahead: they are applied as soon as the login lands on the page. Chrome warns about a
 * preload still unused a few seconds after the load event, so on the login screen that warning only says how long the
 * adviser took to log in. Pages loaded logged in get no such allowance.
 */
const isLatePreloadWarning = (text: string) => text.includes('was preloaded using link preload but not used within a few seconds');

test('logged out and logged in, pages load with a clean console and no stylesheet preloaded for nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const logged: string[] = [];
  let onLoginScreen = true;
  page.on('console', (message) => {
    const text = message.text();
    // A failed load is reported below with the resource's own address, which the console line lacks.
    if (text.startsWith('Failed to load resource') || (onLoginScreen && isLatePreloadWarning(text))) return;
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${page.url()} ${text}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) logged.push(`${page.url()} ${response.request().method()} ${response.url()} ${response.status()}`);
  });
  for (const code of ['lrp', 'lci', 'is', 'icm'] as const) {
    const response = await page.goto(brandUrl(code, '/clients'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
    await page.waitForLoadState('load');
    await expect.poll(() => unusedPreloads(page)).toEqual([]);
  }
  await login(page, ACCOUNTS.is, '/');
  for (const path of ['/', '/programmes', '/clients', '/sondages', '/website']) {
    await page.goto(brandUrl('is', path));
    onLoginScreen = false;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    await expect.poll(() => unusedPreloads(page), { message: path }).toEqual([]);
  }
  expect(logged).toEqual([]);
});

test('the frame’s links (menu, notifications bell) fetch their page ahead once pointed at or focused, not on each page view', async ({ page }) => {
  test.setTimeout(120_000);
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) fetchedAhead.push(url.pathname);
  });
  await login(page, ACCOUNTS.lci, '/fonds');
  await page.waitForLoadState('networkidle');
  for (const path of ['/clients', '/favoris', '/notifications']) expect(fetchedAhead, path).not.toContain(path);

  const clients = page.waitForRequest((request) => new URL(request.url()).pathname === '/clients' && new URL(request.url()).searchParams.has('_rsc'));
  await menu(page).getByRole('link', { name: 'Clients', exact: true }).hover();
  await clients;
  const favourites = page.waitForRequest((request) => new URL(request.url()).pathname === '/favoris' && new URL(request.url()).searchParams.has('_rsc'));
  await menu(page).getByRole('link', { name: 'Favoris', exact: true }).focus();
  await favourites;
});

test('the records of a list fetch their page ahead once pointed at, not each one in view on each page view', async ({ page }) => {
  const fetchedAhead: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) fetchedAhead.push(url.pathname);
  });
  await login(page, ACCOUNTS.is, '/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const hrefs = await page.getByRole('main').locator('a[href^="/clients/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const clientPages = hrefs.filter((href) => /^\/clients\/\d+$/.test(href));
  expect(clientPages.length).toBeGreaterThan(1);
  expect(fetchedAhead.filter((path) => clientPages.includes(path))).toEqual([]);

  const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === clientPages[0] && new URL(request.url()).searchParams.has('_rsc'));
  await page.getByRole('main').locator(`a[href="${clientPages[0]}"]`).first().hover();
  await fetched;
});

test('pages without a form download no form code; the option form brings it when a lot’s panel opens', async ({ page, request }) => {
  test.setTimeout(120_000);
  const formCode: string[] = [];
  page.on('response', async (response) => {
    if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (body.includes('ZodError') || body.includes('HookFormContext')) formCode.push(`${page.url()} ${response.url()}`);
  });
  await login(page, ACCOUNTS.is, '/');
  for (const path of ['/', '/programmes/neuf', '/messagerie', '/options']) {
    formCode.length = 0;
    await page.goto(brandUrl('is', path));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(formCode, path).toEqual([]);
  }
  const token = await apiToken(request, ACCOUNTS.is);
  const { residence, lots } = await availableLots(request, [token], 1);
  await openLot(page, residence, lots[0].reference);
  await expect(sidePanel(page).getByRole('combobox', { name: 'Client', exact: true })).toBeVisible();
  expect(formCode.length).toBeGreaterThan(0);
});

test('the home downloads no dialog nor positioning code; the user menu works from the keyboard and its logout dialog gives the focus back', async ({ page }) => {
  test.setTimeout(120_000);
  const overlayCode: string[] = [];
  page.on('response', async (response) => {
    if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
    const body = await response.text().catch(() => '');
    if (body.includes('data-floating-ui-') || body.includes('@mantine/core/ModalBase')) overlayCode.push(response.url());
  });
  await login(page, ACCOUNTS.is, '/');
  overlayCode.length = 0;
  await page.goto(brandUrl('is', '/'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(overlayCode).toEqual([]);

  const trigger = page.getByRole('button', { name: /menu du compte/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Déconnexion' });
  await expect(dialog).toBeVisible();
  expect(overlayCode.length).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});
