import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, apiUrl } from './support/accounts';
import { apiGet, apiToken, availableLots, expectAccessibleMain, loginAs, lotRow } from './support/selling';

/**
 * Reloads until the app server answers the page it kept. Any write the other worker's tests make meanwhile drops
 * every kept page, so the first reload may be rendered again.
 */
async function reloadUntilKept(page: Page) {
  for (let attempt = 0; attempt < 5; attempt++) {
    if ((await page.reload())?.headers()['x-page-cache'] === 'hit') return;
  }
  throw new Error('the page was never answered from the kept snapshot');
}

// The residence page reads its catalogue from the app's cache, and the app server keeps the page itself per session;
// lot statuses must still be the database's own.
test('a lot optioned by another adviser shows as optioned, never available, when an open residence page is reloaded', async ({ page, request }) => {
  const [isToken, lciToken] = await Promise.all([apiToken(request, ACCOUNTS.is), apiToken(request, ACCOUNTS.lci)]);
  const { residence, lots } = await availableLots(request, [isToken, lciToken], 1, 5);
  const lot = lots[0];

  await loginAs(page, ACCOUNTS.is, `/programmes/residence/${residence.id}`);
  await expect(await lotRow(page, residence, lot.reference)).toContainText('Disponible');
  // Read twice, so that the catalogue answers are cached, and the page itself kept, before the other adviser acts.
  await reloadUntilKept(page);
  await expect(await lotRow(page, residence, lot.reference)).toContainText('Disponible');

  const clients = await apiGet<{ data: { data: { id: number }[] } }>(request, lciToken, 'clients?per_page=1');
  const placed = await request.post(apiUrl('options'), {
    headers: { authorization: `Bearer ${lciToken}`, accept: 'application/json' },
    data: { lot_id: lot.id, client_id: clients.data.data[0].id },
  });
  expect(placed.status()).toBe(201);

  // The API announced the change before answering the option: the page is rendered anew.
  const fresh = await page.reload();
  expect(fresh?.headers()['x-page-cache']).toBe('miss');
  const row = await lotRow(page, residence, lot.reference);
  await expect(row).toContainText('Optionné');
  await expect(row).not.toContainText('Disponible');
  await expectAccessibleMain(page);
});
