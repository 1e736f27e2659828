import { expect, test, type Page } from '@playwright/test';
import { brandUrl, type DemoBrand } from './support/accounts';

/** Every request the page makes, and the font faces it loaded. */
async function visit(page: Page, brand: DemoBrand) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto(brandUrl(brand, '/'));
  await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
  const loadedFamilies = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, ''));
  });
  return { requests, loadedFamilies, csp: response?.headers()['content-security-policy'] ?? '' };
}

for (const { brand, family } of [
  { brand: 'lrp', family: 'Montserrat' },
  { brand: 'lci', family: 'Lato' },
] as const) {
  test(`the ${brand} font (${family}) is served by the app itself, no font host`, async ({ page }) => {
    const { requests, loadedFamilies } = await visit(page, brand);
    expect(loadedFamilies).toContain(family);
    const fonts = requests.filter((url) => /\.(woff2?|ttf|otf)(\?|$)/.test(url));
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(new URL(url).origin).toBe(new URL(brandUrl(brand)).origin);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(family);
  });
}

test('without MATOMO_URL no tracker loads, no request leaves the app and the CSP allows no analytics origin', async ({ page }) => {
  const { requests, csp } = await visit(page, 'lrp');
  const origin = new URL(brandUrl('lrp')).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  expect(await page.evaluate(() => '_paq' in window)).toBe(false);
  await expect(page.locator('script[src*="matomo"]')).toHaveCount(0);
  expect(csp).toContain("connect-src 'self';");
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
});
