import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { brandUrl, type DemoBrand } from './support/accounts';

const BRANDS: { code: DemoBrand; primary: string; fullName: string }[] = [
  { code: 'lrp', primary: 'rgb(0, 167, 171)', fullName: 'La Résidence Patrimoine' },
  { code: 'lci', primary: 'rgb(245, 158, 56)', fullName: 'Les Clés de l’Investissement' },
  { code: 'is', primary: 'rgb(31, 95, 139)', fullName: 'Investissement Sélection' },
  { code: 'icm', primary: 'rgb(180, 69, 47)', fullName: 'Immobilier Conseil Méditerranée' },
];

for (const brand of BRANDS) {
  test(`the login page on ${brand.code}.localhost carries the ${brand.code} title, logo and colour`, async ({ page }) => {
    await page.goto(brandUrl(brand.code));
    await expect(page).toHaveTitle(`${brand.code.toUpperCase()} Espace partenaire`);
    const logo = page.getByRole('img', { name: brand.fullName });
    await expect(logo).toHaveAttribute('src', new RegExp(`/brands/${brand.code}\\.png`));
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const button = page.getByRole('button', { name: 'Connexion' });
    await expect(button).toHaveCSS('background-color', brand.primary);
    await expectNoSeriousA11yViolations(page);
  });
}

test('an unknown host gets the default brand', async ({ page }) => {
  const port = process.env.E2E_PORT ?? '3100';
  await page.goto(`http://127.0.0.1:${port}/`);
  await expect(page).toHaveTitle('IS Espace partenaire');
});

test('the environment banner names the environment outside PROD', async ({ page }) => {
  await page.goto(brandUrl('lci'));
  await expect(page.getByText('RECETTE', { exact: true })).toBeVisible();
});
