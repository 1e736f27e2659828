import { expect, test, type APIRequestContext, type Response } from '@playwright/test';
import { ACCOUNTS, apiUrl } from './support/accounts';
import { apiGet, apiToken, availableLots, expectAccessibleMain, loginAs, lotRow } from './support/selling';

// The residence page reads its catalogue from the app's cache, and the app server keeps the page itself per session
// (full loads and client navigations alike); lot statuses must still be the database's own.

const pageCache = (response: Response | null) => response?.headers()['x-page-cache'];

/**
 * Repeats a load until the app server answers it from what it kept. Any write the other worker's tests make
 * meanwhile drops every kept page, so one attempt may be rendered again.
 */
async function untilKept(load: () => Promise<Response | null>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (pageCache(await load()) === 'hit') return;
  }
  throw new Error('the page was never answered from what the app server kept');
}

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

  await loginAs(page, ACCOUNTS.is, `/programmes/residence/${residence.id}`);
  await expect(await lotRow(page, residence, lot.reference)).toContainText('Disponible');
  // Read again, so that the catalogue answers are cached, and the page itself kept, before the other adviser acts.
  await untilKept(() => page.reload());
  await expect(await lotRow(page, residence, lot.reference)).toContainText('Disponible');

  await optionAsOtherAdviser(request, lciToken, lot.id);

  // The API announced the change before answering the option: the page is rendered anew.
  expect(pageCache(await page.reload())).toBe('miss');
  const row = await lotRow(page, residence, lot.reference);
  await expect(row).toContainText('Optionné');
  await expect(row).not.toContainText('Disponible');
  await expectAccessibleMain(page);
});

test('a lot optioned by another adviser shows as optioned when the adviser comes back to the residence through the app', async ({ page, request }) => {
  const [isToken, lciToken] = await Promise.all([apiToken(request, ACCOUNTS.is), apiToken(request, ACCOUNTS.lci)]);
  const { residence, lots } = await availableLots(request, [isToken, lciToken], 1, 6);
  const lot = lots[0];
  const residencePath = `/programmes/residence/${residence.id}`;
  /** From the list, a client-side navigation to the residence: its RSC answer. */
  const openResidence = async () => {
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === residencePath && response.request().headers()['rsc'] === '1');
    await page.getByRole('link', { name: residence.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: residence.name })).toBeVisible();
    return answer;
  };
  const backToList = async () => {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Programmes neufs' })).toBeVisible();
  };

  await loginAs(page, ACCOUNTS.is, `/programmes/neuf?q=${encodeURIComponent(residence.name)}`);
  await openResidence();
  await expect(await lotRow(page, residence, lot.reference)).toContainText('Disponible');
  await untilKept(async () => {
    await backToList();
    return openResidence();
  });

  await optionAsOtherAdviser(request, lciToken, lot.id);

  await backToList();
  expect(pageCache(await openResidence())).toBe('miss');
  const row = await lotRow(page, residence, lot.reference);
  await expect(row).toContainText('Optionné');
  await expect(row).not.toContainText('Disponible');
});
