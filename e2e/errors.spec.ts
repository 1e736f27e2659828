import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, brandUrl, DEMO_PASSWORD } from './support/accounts';
import { fillLogin, login } from './support/login';
import { ApiRelay, FRAME_CACHE_END_MS, relayPorts, startAppBehind } from './support/outage';

test('an unknown route answers 404 with the error screen and a link home', async ({ page }) => {
  const response = await page.goto(brandUrl('is', '/cette-page/nexiste-pas'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Erreur 404 !' })).toBeVisible();
  await expect(page.getByText('Cette page n\'existe pas')).toBeVisible();
  await expect(page.getByText('Vous n\'êtes pas connecté')).toBeVisible();
  const home = page.getByRole('link', { name: 'Cliquez ici pour revenir à l\'accueil' });
  await expect(home).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
});

test('a server action posted from another site answers 403 with a French line, not a 500', async ({ request }) => {
  // Node resolves no *.localhost name: the request goes to the loopback address, with the brand's host.
  const page = new URL(brandUrl('is', '/clients'));
  const response = await request.post(`http://127.0.0.1:${page.port}${page.pathname}`, {
    headers: {
      host: page.host,
      'next-action': '40' + 'a'.repeat(40),
      origin: 'https://site-tiers.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'text/plain;charset=UTF-8',
    },
    data: '[]',
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toBe('Requête refusée\u00a0: cette action ne vient pas d’une page de l’espace partenaire.');
});

test('the partner API health answers 200 with the database checked', async ({ request }) => {
  const port = process.env.E2E_API_PORT ?? '4110';
  const response = await request.get(`http://127.0.0.1:${port}/api/health`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
});

test('pages carry the security headers', async ({ request }) => {
  // Node does not resolve *.localhost: ask the loopback address with the brand host.
  const port = process.env.E2E_PORT ?? '3100';
  const response = await request.get(`http://127.0.0.1:${port}/`, { headers: { Host: `is.localhost:${port}` } });
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBeTruthy();
});

test('a page whose forms load zod keeps to the content security policy: the browser reports no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await login(page, ACCOUNTS.is, '/clients');
  await page.getByRole('button', { name: 'Nouveau client' }).click();
  await expect(page.getByRole('dialog', { name: 'Nouveau client' }).getByRole('combobox', { name: 'Civilité' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

// Node does not resolve *.localhost: these requests go to the loopback address with the brand host.
const appPort = process.env.E2E_PORT ?? '3100';
const onApp = (path: string) => `http://127.0.0.1:${appPort}${path}`;
const brandHost = { Host: `is.localhost:${appPort}` };

test('a URL with a broken % escape answers 400 with a French message, not 500', async ({ request }) => {
  for (const path of ['/clients%', '/clients%zz', '/%E9t%E9', '/documents/brochure%zz.pdf']) {
    const response = await request.get(onApp(path), { headers: brandHost });
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain('Adresse invalide');
  }
});

test('a logged-out document link redirects to the login on the host the browser asked', async ({ request }) => {
  const response = await request.get(onApp('/documents/brochures/residence-1.pdf'), { headers: brandHost, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/');
});

test('a body past 1 MB is refused with 413 before it is read, except by an upload route of a logged-in adviser', async ({ request }) => {
  const body = Buffer.alloc(2 * 1024 * 1024, 'a');
  const page = await request.post(onApp('/clients'), { headers: { ...brandHost, 'Content-Type': 'text/plain' }, data: body });
  expect(page.status()).toBe(413);
  expect(await page.text()).toBe('L’envoi dépasse la taille autorisée de 1\u00a0Mo.');

  const sameOrigin = { ...brandHost, Origin: `http://is.localhost:${appPort}`, 'Sec-Fetch-Site': 'same-origin' };
  const upload = await request.post(onApp('/api/kyc/upload'), { headers: { ...sameOrigin, 'Content-Type': 'multipart/form-data; boundary=x' }, data: body });
  expect(upload.status()).toBe(401);
  expect((await upload.json()).message).toBe('Votre session a expiré\u00a0: reconnectez-vous.');
});

test('a NUL character in the clients search is refused on the field in French', async ({ page }) => {
  await login(page, ACCOUNTS.is, '/clients');
  await page.goto(brandUrl('is', '/clients?search=Ber%00'));
  const search = page.getByRole('textbox', { name: 'Rechercher un client' });
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  await expect(search).toHaveAccessibleDescription('Ce texte contient un caractère interdit (caractère nul).');
});

test('the error screen shows the error’s French message, never a stack or a technical text', async ({ page }) => {
  // An app of its own whose partner API can be cut: the profile load fails and says so (SPEC §8 app init).
  const { appPort, relayPort, apiPort } = relayPorts(2);
  const relay = new ApiRelay(relayPort, apiPort);
  await relay.listen();
  const app = await startAppBehind(relay, appPort, 10_000);
  try {
    await page.goto(app.url('/'));
    await fillLogin(page, ACCOUNTS.is.email, DEMO_PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 20_000 });
    await relay.cut();
    await page.waitForTimeout(FRAME_CACHE_END_MS);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Oups !' })).toBeVisible();
    await expect(page.getByText('Impossible de charger le contenu')).toBeVisible();
    await expect(page.getByText('Il semblerait que quelque chose ne fonctionne pas')).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\bat \S+:\d+|Error:|digest|ECONNREFUSED|Server Components|application error/i);
    await expect(page.getByRole('link', { name: 'Cliquez ici pour revenir à l\'accueil' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await app.stop();
    await relay.cut();
  }
});
