import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, apiUrl, brandUrl } from './support/accounts';
import { login } from './support/login';
import { apiGet, apiToken, availableLots, lotRow } from './support/selling';
import { STAFF } from './support/staff';

// The residence page reads its catalogue from the app's cache, shared by the advisers of a brand; lot statuses must
// still be the database's own, on a full load and on a client navigation alike.

// Each journey logs in, loads a residence of 200 lots several times and runs axe: over a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The other adviser (lci) options the lot through the partner API. */
async function optionAsOtherAdviser(request: APIRequestContext, lciToken: string, lotId: number) {
  const clients = await apiGet<{ data: { data: { id: number }[] } }>(request, lciToken, 'clients?per_page=1');
  const placed = await request.post(apiUrl('options'), {
    headers: { authorization: `Bearer ${lciToken}`, accept: 'application/json' },
    data: { lot_id: lotId, client_id: clients.data.data[0].id },
  });
  expect(placed.status()).toBe(201);
}

test('a lot optioned by another adviser shows as optioned, never available, when an open residence page is reloaded', async ({ page, request }) => {
  const [isToken, lciToken] = await Promise.all([apiToken(request, ACCOUNTS.is), apiToken(request, ACCOUNTS.lci)]);
  const { residence, lots } = await availableLots(request, [isToken, lciToken], 1, 5);
  const lot = lots[0];

  await login(page, ACCOUNTS.is, `/programmes/residence/${residence.id}`);
  await expect(await lotRow(page, residence, lot.reference)).toContainText('Disponible');
  // Read again, so that the catalogue answers are cached before the other adviser acts.
  await page.reload();
  await expect(await lotRow(page, residence, lot.reference)).toContainText('Disponible');

  await optionAsOtherAdviser(request, lciToken, lot.id);

  await page.reload();
  const row = await lotRow(page, residence, lot.reference);
  await expect(row).toContainText('Optionné');
  await expect(row).not.toContainText('Disponible');
  await expectNoSeriousA11yViolations(page, 'main');
});

test('a lot optioned by another adviser turns optioned on an open residence page, without reload', async ({ page, request }) => {
  const [isToken, lciToken] = await Promise.all([apiToken(request, ACCOUNTS.is), apiToken(request, ACCOUNTS.lci)]);
  const { residence, lots } = await availableLots(request, [isToken, lciToken], 1, 9);
  const lot = lots[0];

  await login(page, ACCOUNTS.is, `/programmes/residence/${residence.id}`);
  const row = await lotRow(page, residence, lot.reference);
  await expect(row).toContainText('Disponible');

  await optionAsOtherAdviser(request, lciToken, lot.id);

  await expect(row).toContainText('Optionné');
});

test('a lot optioned after the residence page was read but before its live channel opened turns optioned without reload', async ({ page, request }) => {
  const [isToken, lciToken] = await Promise.all([apiToken(request, ACCOUNTS.is), apiToken(request, ACCOUNTS.lci)]);
  const { residence, lots } = await availableLots(request, [isToken, lciToken], 1, 16);
  const lot = lots[0];
  await login(page, ACCOUNTS.is, '/');

  // The live channel's connection waits, as on a slow phone, while the other adviser acts.
  let openChannel!: () => void;
  const channelHeld = new Promise<void>((resolve) => (openChannel = resolve));
  await page.route('**/api/events**', async (route) => {
    await channelHeld;
    await route.continue().catch(() => undefined); // a connection the page closed meanwhile
  });
  const resuming = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/events' && new URL(req.url()).searchParams.has('after'));
  await page.goto(brandUrl('is', `/programmes/residence/${residence.id}`));
  const row = await lotRow(page, residence, lot.reference);
  await expect(row).toContainText('Disponible');
  await resuming;

  await optionAsOtherAdviser(request, lciToken, lot.id);
  openChannel();

  await expect(row).toContainText('Optionné');
});

test('a lot staff mark sold in the back office shows as sold at the adviser’s next load of a cached residence', async ({ page, request }) => {
  const [isToken, staffToken] = await Promise.all([apiToken(request, ACCOUNTS.is), apiToken(request, STAFF.all)]);
  const { residence, lots } = await availableLots(request, [isToken], 1, 10);
  const lot = lots[0];
  const staffAuth = { authorization: `Bearer ${staffToken}`, accept: 'application/json' };
  const staffLots = await apiGet<{ data: { id: number; price: number }[] }>(request, staffToken, `back-office/residences/${residence.id}/lots`);
  const price = staffLots.data.find((candidate) => candidate.id === lot.id)!.price;

  // The first load caches the residence's catalogue answers for the brand.
  await login(page, ACCOUNTS.is, `/programmes/residence/${residence.id}`);
  await expect(await lotRow(page, residence, lot.reference)).toContainText('Disponible');

  const sold = await request.put(apiUrl(`back-office/lots/${lot.id}`), { headers: staffAuth, data: { status: 'sold', price } });
  expect(sold.status()).toBe(200);
  try {
    await page.reload();
    const row = await lotRow(page, residence, lot.reference);
    await expect(row).toContainText('Vendu');
    await expect(row).not.toContainText('Disponible');
  } finally {
    await request.put(apiUrl(`back-office/lots/${lot.id}`), { headers: staffAuth, data: { status: 'available', price } });
  }
});

test('a lot optioned by another adviser while the list is open shows as optioned when the adviser comes back to the residence through the app', async ({ page, request }) => {
  const [isToken, lciToken] = await Promise.all([apiToken(request, ACCOUNTS.is), apiToken(request, ACCOUNTS.lci)]);
  const { residence, lots } = await availableLots(request, [isToken, lciToken], 1, 6);
  const lot = lots[0];
  /** From the list, a client-side navigation to the residence (answered from the router cache when it holds it). */
  const openResidence = async () => {
    await page.getByRole('link', { name: residence.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: residence.name })).toBeVisible();
  };
  const backToList = async () => {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Programmes neufs' })).toBeVisible();
  };

  await login(page, ACCOUNTS.is, `/programmes/neuf?q=${encodeURIComponent(residence.name)}`);
  await openResidence();
  await expect(await lotRow(page, residence, lot.reference)).toContainText('Disponible');
  await backToList();
  await openResidence();
  // The list is open when the other adviser options the lot: the browser still holds the residence drawn before.
  await backToList();

  await optionAsOtherAdviser(request, lciToken, lot.id);

  await openResidence();
  const row = await lotRow(page, residence, lot.reference);
  await expect(row).toContainText('Optionné');
  await expect(row).not.toContainText('Disponible');
});

test('a programme list the advisers of a brand share marks each one’s own favourites, and a new one at the next load', async ({ browser, page, request }) => {
  const [adviserToken, directorToken] = await Promise.all([apiToken(request, ACCOUNTS.lrp), apiToken(request, ACCOUNTS.directeur)]);
  const list = await apiGet<{ data: { data: { id: number; name: string }[] } }>(request, adviserToken, 'residences/neuf');
  const residence = list.data.data[0];
  const favoriteIds = async (token: string) =>
    (await apiGet<{ data: { residences: number[] } }>(request, token, 'favorites/ids')).data.residences;
  /** Sets one adviser's favourite on the residence through the partner API. */
  const setFavorite = async (token: string, wanted: boolean) => {
    if ((await favoriteIds(token)).includes(residence.id) === wanted) return;
    const toggled = await request.post(apiUrl(`favorites/${residence.id}/toggle`), { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    expect(toggled.status()).toBe(200);
  };
  const adviserWasFavorite = (await favoriteIds(adviserToken)).includes(residence.id);
  const directorWasFavorite = (await favoriteIds(directorToken)).includes(residence.id);
  try {
    await setFavorite(adviserToken, false);
    // Another adviser of the brand keeps it, and the list is read once for the brand before the adviser's own load.
    await setFavorite(directorToken, true);
    const director = await browser.newPage();
    await login(director, ACCOUNTS.directeur, '/programmes/neuf');
    await expect(director.getByRole('button', { name: `Retirer ${residence.name} des favoris` })).toHaveAttribute('aria-pressed', 'true');
    await director.close();

    await login(page, ACCOUNTS.lrp, '/programmes/neuf');
    const add = page.getByRole('button', { name: `Ajouter ${residence.name} aux favoris` });
    await expect(add).toHaveAttribute('aria-pressed', 'false');

    await setFavorite(adviserToken, true);
    await page.reload();
    await expect(page.getByRole('button', { name: `Retirer ${residence.name} des favoris` })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page, 'main');
  } finally {
    await setFavorite(adviserToken, adviserWasFavorite);
    await setFavorite(directorToken, directorWasFavorite);
  }
});
