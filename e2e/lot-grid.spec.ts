import { expect, test } from '@playwright/test';
import { ACCOUNTS, apiUrl } from './support/accounts';
import { apiGet, apiToken, fillOptionForm, sidePanel } from './support/selling';
import { login } from './support/login';
import { expectNoSeriousA11yViolations, wcagViolations } from './support/a11y';
import { chooseColorScheme, settle } from './support/screens';

const NAME = 'Résidence des Mille Lots';
let residenceId: number;

// A residence of 1,000 lots, for the lci brand only, added through the API's test routes and removed afterwards.
test.beforeAll(async ({ request }) => {
  const res = await request.post(apiUrl('test/residences'), { data: { name: NAME, brand: 'lci', lots: 1000 } });
  expect(res.status()).toBe(201);
  residenceId = (await res.json()).id;
});

test.afterAll(async ({ request }) => {
  expect((await request.delete(apiUrl(`test/residences/${residenceId}`))).ok()).toBeTruthy();
});

test('a 1,000-lot grid scrolls to its last lot, sorts and filters at once, and keeps the chosen lot marked', async ({ page }) => {
  test.setTimeout(120_000);
  const path = `/programmes/residence/${residenceId}`;
  await login(page, ACCOUNTS.lci, path);
  const grid = page.getByRole('table', { name: `Lots de ${NAME}` });
  const count = page.getByRole('region', { name: 'Grille des lots' }).getByRole('status');
  await expect(count).toHaveText(/^1\s000 lots affichés sur 1\s000$/);
  await expect(grid.getByRole('button', { name: 'Ouvrir le lot A001', exact: true })).toBeVisible();
  expect(await grid.locator('tbody tr[data-lot]').count()).toBeLessThan(60);

  // Scrolled to the end, the last lot is in the page and opens in the side panel, marked in the grid.
  const scroller = page.getByRole('region', { name: `Lots de ${NAME}` });
  await scroller.scrollIntoViewIfNeeded();
  const last = grid.getByRole('button', { name: 'Ouvrir le lot A1000', exact: true });
  // Rows measured on the way down lengthen the grid: scrolled to its end again until the last lot shows.
  await expect(async () => {
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  await last.click();
  await expect(sidePanel(page).getByRole('heading', { name: 'Lot A1000' })).toBeVisible();
  await expect(grid.locator('tr[data-lot="A1000"]')).toHaveAttribute('aria-current', 'true');
  expect(await grid.locator('tbody tr[data-lot]').count()).toBeLessThan(60);

  // Sorted by price, highest first, the chosen lot comes first, still marked.
  await grid.getByRole('button', { name: 'Trier par Prix' }).click();
  await grid.getByRole('button', { name: 'Trier par Prix' }).click();
  await expect(grid.locator('tbody tr[data-lot]').first()).toHaveAttribute('data-lot', 'A1000');
  await expect(grid.locator('tbody tr[data-lot]').first()).toHaveAttribute('aria-current', 'true');

  // Filters narrow the 1,000 lots: a typology, then part of a reference; none found says so.
  await page.getByRole('combobox', { name: 'Typologie' }).selectOption('T3');
  await expect(count).toHaveText('200 lots affichés sur 1\u202f000');
  await page.getByRole('searchbox', { name: 'Référence du lot' }).fill('a99');
  await expect(count).toHaveText('2 lots affichés sur 1\u202f000');
  await expect(grid.locator('tbody tr[data-lot]')).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Référence du lot' }).fill('Z');
  await expect(count).toHaveText('0 lot affiché sur 1\u202f000');
  await expect(grid).toHaveCount(0);
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(count).toHaveText(/^1\s000 lots affichés sur 1\s000$/);
  await expect(page.getByRole('searchbox', { name: 'Référence du lot' })).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'main');

  // The page's HTML carries no row: the lots travel once, in the page's data.
  const html = await page.evaluate(async (url) => (await fetch(url)).text(), path);
  expect(html.match(/data-lot="/g)).toBeNull();
});

test('the first screen of lots comes with the page; sorting and filtering wait for the other lots, then cover all of them', async ({ page }) => {
  test.setTimeout(120_000);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/reads/lotDescriptions**', async (route) => {
    await held;
    await route.continue();
  });
  await login(page, ACCOUNTS.lci, `/programmes/residence/${residenceId}`);
  const grid = page.getByRole('table', { name: `Lots de ${NAME}` });
  const section = page.getByRole('region', { name: 'Grille des lots' });
  const reference = page.getByRole('searchbox', { name: 'Référence du lot' });

  // While the other lots are read: the first lots drawn, the counts whole, the sorting and filtering waiting.
  await expect(grid.getByRole('button', { name: 'Ouvrir le lot A001', exact: true })).toBeVisible();
  await expect(section.getByRole('status')).toHaveText(/^1\s000 lots affichés sur 1\s000$/);
  await expect(page.locator('[data-key-fact="lots"]')).toHaveText(/^\d+ lots disponibles sur 1000$/);
  await expect(section).toHaveAttribute('aria-busy', 'true');
  await expect(reference).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Typologie' })).toBeDisabled();
  await expect(grid.getByRole('button', { name: 'Trier par Prix' })).toBeDisabled();
  expect(await grid.locator('tbody tr[data-lot]').count()).toBeLessThanOrEqual(20);

  release();
  await expect(reference).toBeEnabled();
  await expect(section).not.toHaveAttribute('aria-busy');
  await reference.fill('A999');
  await expect(section.getByRole('status')).toHaveText('1 lot affiché sur 1\u202f000');
  await expect(grid.getByRole('button', { name: 'Ouvrir le lot A999', exact: true })).toBeVisible();
});

test('lots that cannot be read past the first screen say so in French and leave the first screen and its panel working', async ({ page }) => {
  await page.route('**/api/reads/lotDescriptions**', (route) => route.abort());
  await login(page, ACCOUNTS.lci, `/programmes/residence/${residenceId}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Impossible de charger les lots' })).toBeVisible({ timeout: 15_000 });
  const grid = page.getByRole('table', { name: `Lots de ${NAME}` });
  await expect(page.getByRole('searchbox', { name: 'Référence du lot' })).toBeDisabled();
  await grid.getByRole('button', { name: 'Ouvrir le lot A002', exact: true }).click();
  await expect(sidePanel(page).getByRole('heading', { name: 'Lot A002' })).toBeVisible();
});

test('the page of the seeded residence with the most lots carries its grid but none of its rows in its HTML', async ({ page, request }) => {
  const token = await apiToken(request, ACCOUNTS.is);
  const largest = (await apiGet<{ data: { data: { id: number; lots_total: number }[] } }>(request, token, 'residences?per_page=1&sort=lots_desc')).data.data[0];
  expect(largest.lots_total).toBe(200);
  await login(page, ACCOUNTS.is, '/');
  // Any type's page address leads to the residence's own (a redirect).
  const html = await page.evaluate(async (url) => (await fetch(url)).text(), `/programmes/residence/${largest.id}`);
  expect(html).toContain('Grille des lots');
  expect(html.match(/data-lot="/g)).toBeNull();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`in ${scheme} mode the grid's badges, the marked lot and its panel pass axe's WCAG 2.1 AA rules`, async ({ page }) => {
    await login(page, ACCOUNTS.lci, `/programmes/residence/${residenceId}`);
    await chooseColorScheme(page, scheme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    const grid = page.getByRole('table', { name: `Lots de ${NAME}` });
    for (const state of ['Disponible', 'Optionné', 'Réservé', 'Vendu']) await expect(grid.getByText(state, { exact: true }).first()).toBeVisible();
    await grid.getByRole('button', { name: 'Ouvrir le lot A002', exact: true }).click();
    await expect(sidePanel(page).getByRole('heading', { name: 'Lot A002' })).toBeVisible();
    await expect(grid.locator('tr[data-lot="A002"]')).toHaveAttribute('aria-current', 'true');
    await settle(page);
    expect(await wcagViolations(page)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('the 1,000 lots are cards sorted and filtered like the grid, and a lot opens over the whole screen where the option is placed', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, ACCOUNTS.lci, `/programmes/residence/${residenceId}`);
    const cards = page.getByRole('list', { name: `Lots de ${NAME}` });
    const count = page.getByRole('region', { name: 'Grille des lots' }).getByRole('status');
    await expect(count).toHaveText(/^1\s000 lots affichés sur 1\s000$/);
    await expect(cards.getByRole('button', { name: 'Ouvrir le lot A001', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: `Lots de ${NAME}` })).toBeHidden();
    expect(await cards.locator('li').count()).toBeLessThan(30);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // Highest price first, as the grid's price header sorts it; then the available ones only.
    await page.getByRole('combobox', { name: 'Trier les lots' }).selectOption({ label: 'Prix (décroissant)' });
    await expect(cards.locator('li').first()).toHaveAttribute('data-lot-card', 'A1000');
    await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Disponible' });
    await expect(count).toHaveText('250 lots affichés sur 1\u202f000');
    const first = cards.locator('li').first();
    await expect(first.getByText('Disponible')).toBeVisible();
    const reference = (await first.getAttribute('data-lot-card'))!;
    await expectNoSeriousA11yViolations(page, 'main');

    await first.getByRole('button', { name: `Ouvrir le lot ${reference}`, exact: true }).tap();
    const panel = sidePanel(page);
    await expect(panel.getByRole('heading', { name: `Lot ${reference}` })).toBeVisible();
    // Read once the panel has slid in: mid-transition it is still offset from the edge.
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return [Math.round(box.x), Math.round(box.width)];
      })
      .toEqual([0, 390]);
    // The option's button waits at the bottom of the screen, under the thumb, before the form is scrolled to.
    const place = panel.getByRole('button', { name: "Poser l'option" });
    await expect(place).toBeInViewport();
    const placeBox = (await place.boundingBox())!;
    expect(placeBox.height).toBeGreaterThanOrEqual(44);
    expect(placeBox.y + placeBox.height).toBeGreaterThan(844 - 100);
    await fillOptionForm(page);
    await place.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Option posée avec succès' })).toBeVisible();
    await expect(panel.getByText('Optionné')).toBeVisible();
    // Optioned, it leaves the available lots behind the panel, which the way back shows again.
    await expect(cards.locator(`li[data-lot-card="${reference}"]`)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Retour aux lots' }).tap();
    await expect(panel).not.toBeInViewport();
    await expect(cards.locator('li').first()).toBeInViewport();
  });
});
