import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, DEMO_PASSWORD, type DemoAccount } from './accounts';
import { passSecondFactorByApi } from './second-factor';

/** A bearer token straight from the partner API, to pick test data and check outcomes; staff give their second factor. */
export async function apiToken(request: APIRequestContext, account: Pick<DemoAccount, 'email'>): Promise<string> {
  const res = await request.post(apiUrl('login'), { data: { email: account.email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  const answer = await res.json();
  if (answer.second_factor) await passSecondFactorByApi(request, account.email, answer.access_token, answer.second_factor);
  return answer.access_token as string;
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(apiUrl(path), { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  expect(res.ok(), `${path} → ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

type GridLot = { id: number; reference: string; status: string };

/**
 * Available lots of a new-build residence every given adviser sees, among the first 50 of its grid by reference
 * (a keyboard walk reaches them in reasonable time), taken from the end so the specs of this file do not share lots.
 * The specs share the first such residence; `residenceRank` 1 takes the second, for a spec that counts the free lots
 * of its residence while others place options.
 */
export async function availableLots(request: APIRequestContext, tokens: string[], count: number, skip = 0, residenceRank = 0) {
  const list = await apiGet<{ data: { data: { id: number; name: string }[] } }>(request, tokens[0], 'residences/neuf?per_page=50');
  let rank = 0;
  for (const residence of list.data.data) {
    const visible = await Promise.all(
      tokens.map(async (token) => (await request.get(apiUrl(`residence/${residence.id}`), { headers: { authorization: `Bearer ${token}` } })).ok()),
    );
    if (visible.includes(false)) continue;
    const grid = await apiGet<{ data: { lots: GridLot[] } }>(request, tokens[0], `residence/${residence.id}/grille-lots`);
    const firstPage = [...grid.data.lots].sort((a, b) => a.reference.localeCompare(b.reference)).slice(0, 50);
    const lots = firstPage.filter((lot) => lot.status === 'available').reverse().slice(skip, skip + count);
    if (lots.length === count && rank++ === residenceRank) return { residence, lots };
  }
  throw new Error('no residence with enough available lots');
}

export const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Panneau latéral' });

/** Navigates on the brand host the page is already on (each adviser's brand has its own host and cookie). */
export async function goTo(page: Page, path: string) {
  await page.goto(new URL(path, page.url()).toString());
}

/**
 * The grid row of a lot on the open residence page. Only the rows in view are in the page: the reference filter
 * brings the lot into the grid's first rows.
 */
export async function lotRow(page: Page, residence: { name: string }, reference: string) {
  await page.getByRole('searchbox', { name: 'Référence du lot' }).fill(reference);
  return page
    .getByRole('table', { name: `Lots de ${residence.name}` })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Ouvrir le lot ${reference}`, exact: true }) });
}

/** Opens a lot of the residence page in the right-hand panel. */
export async function openLot(page: Page, residence: { id: number; name: string }, reference: string) {
  await goTo(page, `/programmes/residence/${residence.id}`);
  const row = await lotRow(page, residence, reference);
  await row.getByRole('button', { name: `Ouvrir le lot ${reference}`, exact: true }).click();
  await expect(sidePanel(page).getByRole('heading', { name: `Lot ${reference}` })).toBeVisible();
}

/** Fills the option form (first client of the list) of the lot panel; the caller submits. */
export async function fillOptionForm(page: Page, durationDays?: number) {
  const panel = sidePanel(page);
  await panel.getByRole('combobox', { name: 'Client', exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  if (durationDays) await panel.getByRole('textbox', { name: 'Durée (jours ouvrés)' }).fill(String(durationDays));
  return panel;
}

export async function setBackendClock(request: APIRequestContext, offsetSeconds: number) {
  const res = await request.post(apiUrl('test/clock'), { data: { offset_seconds: offsetSeconds } });
  expect(res.ok()).toBeTruthy();
}
