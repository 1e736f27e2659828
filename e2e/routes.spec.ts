import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, brandUrl } from './support/accounts';
import { login } from './support/login';
import { apiGet, apiToken, goTo } from './support/selling';

test('pages that end in not-found answer 404, also the ones that show a loading screen elsewhere', async ({ page }) => {
  await login(page, ACCOUNTS.is, '/fonds');
  for (const path of ['/fonds/9999', '/programmes/residence/999999', '/clients/999999', '/formations/inconnue', '/documents-pe/inconnue']) {
    const response = await page.goto(brandUrl('is', path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Erreur 404 !' })).toBeVisible();
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
  }
});

test('a programme URL with the type segment of another kind of residence redirects to its own URL', async ({ page, request }) => {
  const token = await apiToken(request, ACCOUNTS.is);
  const list = await apiGet<{ data: { data: { id: number; name: string }[] } }>(request, token, 'residences/neuf?per_page=1');
  const residence = list.data.data[0];
  await login(page, ACCOUNTS.is, '/');
  for (const segment of ['LMNP', 'decote', 'impacts']) {
    const response = await page.goto(brandUrl('is', `/programmes/${segment}/${residence.id}`));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(brandUrl('is', `/programmes/residence/${residence.id}`));
    await expect(page.getByRole('heading', { level: 1, name: residence.name })).toBeVisible();
  }
});

test('a screen the server leaves out of the menu answers 404 for that adviser only', async ({ browser }) => {
  const is = await browser.newPage();
  await login(is, ACCOUNTS.is, '/');
  await expect(is.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Documents PE' })).toHaveCount(0);
  for (const path of ['/documents-pe', '/documents-pe/fonds', '/dashboard/direction']) {
    const response = await is.goto(brandUrl('is', path));
    expect(response?.status(), path).toBe(404);
    await expect(is.getByRole('heading', { name: 'Erreur 404 !' })).toBeVisible();
  }

  const lrp = await browser.newPage();
  await login(lrp, ACCOUNTS.lrp, '/');
  const response = await lrp.goto(brandUrl('lrp', '/documents-pe'));
  expect(response?.status()).toBe(200);
  await Promise.all([is.close(), lrp.close()]);
});

test('a screen left out of the menu answers 404 on a client-side navigation too', async ({ page }) => {
  await login(page, ACCOUNTS.is, '/');
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(request.url());
  });
  // The router the app's own links use: the shared layout is not rendered again, only the page segment.
  await page.evaluate(() => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/documents-pe/fonds'));
  await expect(page).toHaveURL(brandUrl('is', '/documents-pe/fonds'));
  await expect(page.getByRole('heading', { name: 'Erreur 404 !' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents private equity' })).toHaveCount(0);
  expect(documentLoads).toEqual([]);
});

test("the website page shows the brand's public site, or says in French why it cannot, and every title keeps the brand's title", async ({ page }) => {
  await login(page, ACCOUNTS.is, '/');
  await expect(page).toHaveTitle('IS Espace partenaire');

  const response = await page.goto(brandUrl('is', '/website'));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Site web Investissement Sélection' })).toBeVisible();
  // The server checks the site first: a site that refuses frames or does not answer gets a French notice instead
  // of the browser's broken-frame icon (without network, the demo's sites do not answer).
  const frame = page.getByTitle('Site web de Investissement Sélection');
  const notice = page.getByRole('alert').filter({ hasText: /Le site web de la marque (ne se laisse pas afficher|ne répond pas)/ });
  await expect(frame.or(notice)).toBeVisible();
  if (await frame.count()) await expect(frame).toHaveAttribute('src', /^https:\/\//);
  await expect(page.getByRole('link', { name: 'Ouvrir le site dans un nouvel onglet' })).toHaveAttribute('target', '_blank');
  await expect(page).toHaveTitle('Site web Investissement Sélection · IS Espace partenaire');
  await expectNoSeriousA11yViolations(page);

  for (const path of ['/fonds', '/options', '/comparaison', '/fonds/9999']) {
    await goTo(page, path);
    await expect(page).toHaveTitle(/(^|· )IS Espace partenaire$/);
  }
});
