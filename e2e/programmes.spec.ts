import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../backend/pdf/pdf-text';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, brandUrl } from './support/accounts';
import { login } from './support/login';

const euros = (text: string) => Number(text.replace(/[^\d]/g, ''));
const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Panneau latéral' });

/** lrp advisers with a document to update get the (closable) documents modal on login. */
async function closeDocumentsModal(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Mise à jour de vos documents nécessaire' });
  const shown = await modal.waitFor({ timeout: 8_000 }).then(() => true, () => false);
  if (shown) {
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(modal).toBeHidden();
  }
}

test('an adviser filters new-build programmes, studies a residence and its lots, keeps a favourite and searches', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, ACCOUNTS.is, '/programmes/neuf');
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes neufs' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ programmes?$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Sorting applies at once and lands in the URL; the list is server-sorted by price.
  await page.getByLabel('Trier par').selectOption('price_asc');
  await expect(page).toHaveURL(/tri=price_asc/);
  const prices = await page.locator('article').getByText(/^À partir de/).allTextContents();
  expect(prices.length).toBeGreaterThan(1);
  expect(prices.map(euros)).toEqual([...prices.map(euros)].sort((a, b) => a - b));

  // Filtering by the city of the first programme keeps only programmes of that city.
  const firstCard = page.locator('article').first();
  const city = ((await firstCard.locator('p').filter({ hasText: /\(\d{5}\)$/ }).first().textContent()) ?? '').replace(/\s*\(\d{5}\)$/, '');
  await page.getByLabel('Ville, département ou code postal').fill(city);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(new RegExp(`lieu=${encodeURIComponent(city).replace(/%20/g, '(\\+|%20)')}`));
  const cities = await page.locator('article').locator('p').filter({ hasText: /\(\d{5}\)$/ }).allTextContents();
  expect(cities.length).toBeGreaterThan(0);
  for (const line of cities) expect(line).toContain(city);
  await expect(page.locator('article').getByText('Neuf', { exact: true }).first()).toBeVisible();

  // The residence page shows its facets; facets without content are simply absent.
  const name = (await page.locator('article h2').first().textContent())!.trim();
  await page.locator('article h2').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const facet of ['Photos', 'Prix', 'Rendement', 'Calendrier', 'Notaire', 'Site web', 'Brochure', 'Plan de masse', 'Plans individuels', 'Documents de présentation', 'Documents de réservation', 'Grille de prix']) {
    await expect(page.getByRole('heading', { name: facet, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Fiscalité de la location meublée (LMNP)' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Autour de la résidence' })).toBeVisible();
  // The map loads when its place comes near the screen.
  await expect(page.locator('.leaflet-interactive')).toHaveCount(0);
  await page.getByRole('heading', { name: 'Autour de la résidence' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-interactive').first()).toBeAttached();
  // Each category's checkbox shows or hides its points in the list beside the map.
  const categories = page.getByRole('group', { name: 'Catégories affichées' });
  const points = page.getByRole('list', { name: 'Autour de la résidence' }).getByRole('listitem');
  // The browser draws the list from the points the page carries.
  await expect(points.first()).toBeVisible();
  const allPoints = await points.count();
  const category = (await points.first().getAttribute('data-poi-category'))!;
  const label = (await points.first().locator('div').first().textContent())!.trim();
  const ofCategory = await page.locator(`[data-poi-category="${category}"]`).count();
  await categories.getByRole('checkbox', { name: label }).uncheck();
  await expect(points).toHaveCount(allPoints - ofCategory);
  await expect(page.locator(`[data-poi-category="${category}"]`)).toHaveCount(0);
  await categories.getByRole('checkbox', { name: label }).check();
  await expect(points).toHaveCount(allPoints);
  await expectNoSeriousA11yViolations(page);

  // The lot grid sorts by price both ways, from the keyboard-operable header buttons.
  const grid = page.getByRole('table', { name: `Lots de ${name}` });
  const priceHeader = grid.getByRole('columnheader', { name: 'Trier par Prix' });
  await grid.getByRole('button', { name: 'Trier par Prix' }).click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = (await grid.locator('tbody tr td[data-column="price"]').allTextContents()).map(euros);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await grid.getByRole('button', { name: 'Trier par Prix' }).press('Enter');
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = (await grid.locator('tbody tr td[data-column="price"]').allTextContents()).map(euros);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // A lot opens in the right-hand panel.
  const firstLot = grid.locator('tbody tr').first();
  const reference = (await firstLot.locator('th').textContent())!.trim();
  await firstLot.getByRole('button', { name: `Ouvrir le lot ${reference}` }).click();
  await expect(sidePanel(page).getByRole('heading', { name: `Lot ${reference}` })).toBeVisible();
  await expect(sidePanel(page).getByRole('rowheader', { name: 'Prix' })).toBeVisible();
  await expect(sidePanel(page).getByRole('link', { name })).toBeVisible();
  await sidePanel(page).getByRole('button', { name: 'Fermer le panneau' }).click();

  // The grid PDF downloads through the BFF, is a real PDF and holds the lots.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger la grille (PDF)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^grille-lots-\d+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const text = pdfText(bytes);
  expect(text).toContain(name.normalize('NFC').replace(/[’]/g, "'"));
  expect(text).toContain(reference);

  // A favourite survives a reload and shows on the favourites page.
  const remove = page.getByRole('button', { name: `Retirer ${name} des favoris` });
  if (await remove.isVisible()) {
    await remove.click();
    await expect(page.getByRole('button', { name: `Ajouter ${name} aux favoris` })).toBeVisible();
  }
  await page.getByRole('button', { name: `Ajouter ${name} aux favoris` }).click();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  // The heart fills at the click; the reload waits until the API has recorded it.
  await expect(remove).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(remove).toBeVisible();
  await page.goto(brandUrl('is', '/favoris'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The favourites also open in the right-hand panel.
  await page.getByRole('button', { name: 'Mes favoris' }).click();
  await expect(sidePanel(page).getByRole('link', { name })).toBeVisible();
  await sidePanel(page).getByRole('button', { name: 'Fermer le panneau' }).click();

  // Global search from the header finds the residence.
  await page.getByRole('searchbox', { name: 'Recherche globale' }).fill(name.slice(0, 40));
  const found = page.getByRole('group', { name: 'Programmes' }).getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(found).toBeVisible({ timeout: 15_000 });
  await found.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Geographic search: the map lists and marks the programmes of the city.
  await page.goto(brandUrl('is', '/programmes/carte'));
  await expect(page.getByRole('heading', { level: 1, name: 'Carte des programmes' })).toBeVisible();
  // By role: for a moment after a page load, the server's streamed copy of the page may still wait, hidden, beside
  // the one shown, and a label alone would find both.
  await page.getByRole('textbox', { name: 'Ville, département ou code postal' }).fill(city);
  const list = page.locator('section[aria-labelledby="map-results"]');
  // Every programme is listed before the search, this one too: the list is read once the city's results replace them.
  const everyProgramme = await list.getByRole('status').textContent();
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(list.getByRole('status')).not.toHaveText(everyProgramme!);
  await expect(list.getByRole('link', { name })).toBeVisible();
  await expect(page.locator('.leaflet-interactive').first()).toBeAttached();
  // The markers of the previous results leave the map a few frames after the list changes, their tooltips emptied
  // first: axe reads the map once each programme found has its named marker and no other is left.
  await expect(page.locator('.leaflet-tooltip')).toHaveCount(await list.getByRole('listitem').count());
  await expect(page.locator('.leaflet-tooltip:empty')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('an lrp adviser sees old-stock, new-build programmes and funds together', async ({ page }) => {
  await login(page, ACCOUNTS.lrp, '/programmes');
  await closeDocumentsModal(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes' })).toBeVisible();
  await page.getByLabel('Type de programme').selectOption('neuf');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  // The search is a navigation: wait for its URL, or the next choice races the re-rendered form.
  await expect(page).toHaveURL(/[?&]type=neuf\b/);
  await expect(page.locator('article').getByText('Neuf', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Type de programme').selectOption('ancien');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/[?&]type=ancien\b/);
  await expect(page.locator('article').getByText('Ancien', { exact: true }).first()).toBeVisible();
  const funds = page.locator('section[aria-labelledby="funds-overview"]');
  await expect(funds.getByRole('heading', { level: 2, name: 'Fonds' })).toBeVisible();
  await expect(funds.locator('article').first()).toBeVisible();
  await closeDocumentsModal(page);
  await expectNoSeriousA11yViolations(page);

  await funds.locator('article h3 a').first().click();
  await expect(page.getByRole('heading', { name: "Modèles d'allocation" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
});

test('an adviser on another brand does not get the funds on the programme list', async ({ page }) => {
  await login(page, ACCOUNTS.lci, '/programmes');
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="funds-overview"]')).toHaveCount(0);
  await page.goto(brandUrl('lci', '/fonds'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fonds' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('without the subscription, impact programmes show a subscribe state, not an error', async ({ page }) => {
  await login(page, ACCOUNTS.icm, '/programmes/impact');
  await expect(page.getByRole('status').filter({ hasText: 'Abonnement requis' })).toBeVisible();
  await expect(page.getByText('Erreur', { exact: true })).toHaveCount(0);
});
