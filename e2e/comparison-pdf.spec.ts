import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, brandUrl } from './support/accounts';
import { login } from './support/login';
import { apiGet, apiToken, goTo } from './support/selling';

type Residence = { id: number; name: string };
type GridLot = { id: number; reference: string; status: string };

/** The first available lot (by reference) of each of the first new-build residences: other specs take lots from the end. */
async function lotsOfTwoResidences(request: APIRequestContext) {
  const token = await apiToken(request, ACCOUNTS.is);
  const list = await apiGet<{ data: { data: Residence[] } }>(request, token, 'residences/neuf?per_page=10');
  const picked: { residence: Residence; lot: GridLot }[] = [];
  for (const residence of list.data.data) {
    const grid = await apiGet<{ data: { lots: GridLot[] } }>(request, token, `residence/${residence.id}/grille-lots`);
    const lot = [...grid.data.lots].sort((a, b) => a.reference.localeCompare(b.reference)).find((one) => one.status === 'available');
    if (lot) picked.push({ residence, lot });
    if (picked.length === 2) return picked;
  }
  throw new Error('two residences with an available lot are needed');
}

const bar = (page: Page) => page.getByRole('region', { name: 'Comparaison de lots' });
const compareChip = (page: Page, reference: string) => page.getByRole('checkbox', { name: `Comparer le lot ${reference}`, exact: true });

/** The chip's checkbox is visually hidden: the adviser clicks its label. */
async function pickForComparison(page: Page, reference: string) {
  await compareChip(page, reference).locator('xpath=following-sibling::label').click();
  await expect(compareChip(page, reference)).toBeChecked();
}

/** Converts a URL through the app from inside the page (the adviser's cookie and origin, as the button does). */
const convert = (page: Page, url: string) =>
  page.evaluate(async (target) => {
    const response = await fetch('/api/convert-url', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ url: target }) });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, head: new TextDecoder().decode(bytes.slice(0, 5)), text: new TextDecoder().decode(bytes.slice(0, 300)) };
  }, url);

test('an adviser compares lots of two residences, prints the comparison to PDF and places an option from it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [a, b] = await lotsOfTwoResidences(request);
  await login(page, ACCOUNTS.is, `/programmes/residence/${a.residence.id}`);

  await pickForComparison(page, a.lot.reference);
  await expect(bar(page)).toContainText('1 lot sélectionné pour la comparaison');
  await expect(bar(page)).toContainText('Choisissez au moins 2 lots');

  // The selection survives the navigation to another residence.
  await goTo(page, `/programmes/residence/${b.residence.id}`);
  await expect(bar(page)).toContainText('1 lot sélectionné pour la comparaison');
  await pickForComparison(page, b.lot.reference);
  await bar(page).getByRole('link', { name: 'Comparer les lots' }).click();

  await expect(page).toHaveURL(brandUrl('is', `/comparaison?lots=${a.lot.id},${b.lot.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Comparaison de lots' })).toBeVisible();
  const table = page.locator('table[data-comparison]');
  for (const { residence, lot } of [a, b]) {
    await expect(table.getByRole('columnheader').filter({ hasText: `Lot ${lot.reference}` })).toContainText(residence.name);
  }
  for (const row of ['Prix', 'Surface', 'Étage', 'Exposition', 'Rendement', 'Loyer', 'Fiscalité', 'Livraison', 'Disponibilité']) {
    await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
  }
  await expect(bar(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'main');

  // « Imprimer en PDF »: the server prints this very page in Chromium, as this adviser sees it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Imprimer en PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('comparaison.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);

  // An option placed from the comparison shows there at once.
  const column = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Option' }) });
  await column.getByRole('button', { name: 'Poser une option' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Poser une option sur le lot/ });
  await dialog.getByRole('combobox', { name: 'Client', exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByRole('button', { name: "Poser l'option" }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Option posée avec succès' }).first()).toBeVisible();
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Disponibilité' }) })).toContainText('Optionné');

  // Removing a lot leaves one: the page asks for another.
  await page.getByRole('button', { name: `Retirer le lot ${b.lot.reference} de la comparaison` }).click();
  await expect(page).toHaveURL(brandUrl('is', `/comparaison?lots=${a.lot.id}`));
  await expect(page.getByText('Choisissez de 2 à 4 lots dans les grilles des résidences')).toBeVisible();
});

test('page to PDF prints only this site, and a failure says « Impossible de convertir la page en PDF »', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.is, '/fonds');

  const own = await convert(page, brandUrl('is', '/fonds'));
  expect(own).toMatchObject({ status: 200, head: '%PDF-' });

  const apiPort = process.env.E2E_API_PORT ?? '4110';
  for (const url of [`http://127.0.0.1:${apiPort}/api/menu`, 'http://169.254.169.254/latest/meta-data', brandUrl('lrp', '/fonds'), brandUrl('is', '/api/health')]) {
    const refused = await convert(page, url);
    expect(refused.status, url).toBe(422);
    expect(refused.text).toContain('Impossible de convertir la page en PDF');
  }

  const missingPage = await convert(page, brandUrl('is', '/fonds/9999'));
  expect(missingPage.status).toBe(502);
  expect(missingPage.text).toContain('Impossible de convertir la page en PDF');

  // From the comparison, once the session is gone, the button reports the failure.
  const [a, b] = await lotsOfTwoResidences(request);
  await goTo(page, `/comparaison?lots=${a.lot.id},${b.lot.id}`);
  await expect(page.getByRole('button', { name: 'Imprimer en PDF' })).toBeVisible();
  await context.clearCookies();
  await page.getByRole('button', { name: 'Imprimer en PDF' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Impossible de convertir la page en PDF' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Erreur');
});

test('printed, a page shows its content without the header and the navigation', async ({ page }) => {
  await login(page, ACCOUNTS.is, '/fonds');
  const navigation = page.getByRole('navigation', { name: 'Menu principal' });
  const banner = page.getByRole('banner');
  await expect(navigation).toBeVisible();
  await expect(banner).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(navigation).toBeHidden();
  await expect(banner).toBeHidden();
  await expect(page.locator('#main-content')).toHaveCSS('padding-top', '0px');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
