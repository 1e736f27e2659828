import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { brandUrl } from './support/accounts';

test('an unknown route answers 404 with the error screen and a link home', async ({ page }) => {
  const response = await page.goto(brandUrl('is', '/cette-page/nexiste-pas'));
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Erreur 404 !')).toBeVisible();
  await expect(page.getByText('Cette page n\'existe pas')).toBeVisible();
  await expect(page.getByText('Vous n\'êtes pas connecté')).toBeVisible();
  const home = page.getByRole('link', { name: 'Cliquez ici pour revenir à l\'accueil' });
  await expect(home).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
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
