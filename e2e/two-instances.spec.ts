import { expect } from '@playwright/test';
import { ACCOUNTS, apiUrl, DEMO_PASSWORD } from './support/accounts';
import { fillLogin, login } from './support/login';
import { ApiRelay, relayPorts, startAppBehind } from './support/outage';
import { apiToken, availableLots, fillOptionForm, lotRow, openLot, sidePanel } from './support/selling';
import { test } from './support/people';
import { STAFF, staffLogin } from './support/staff';

// A second app process on its own port, on the suite's API and database (the relay only forwards).
const { appPort, relayPort, apiPort } = relayPorts(3);
const relay = new ApiRelay(relayPort, apiPort);
let second: Awaited<ReturnType<typeof startAppBehind>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await relay.listen();
  // Above the API's 10 s long poll, as the suite's own app.
  second = await startAppBehind(relay, appPort, 15_000);
});
test.afterAll(async () => {
  await second?.stop();
  await relay.cut();
});

test('a lot closed by staff through one app instance reaches an adviser’s grid served by another instance, without reload', async ({ pageFor, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ACCOUNTS.is);
  const { residence, lots } = await availableLots(request, [token], 1, 30);
  const [lot] = lots;

  const adviser = await pageFor();
  await adviser.goto(second.url(`/programmes/residence/${residence.id}`));
  await fillLogin(adviser, ACCOUNTS.is.email, DEMO_PASSWORD);
  // The second process renders its first pages cold.
  await expect(adviser.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 60_000 });
  const grid = adviser.getByRole('table', { name: `Lots de ${residence.name}` });
  const row = grid.getByRole('row').filter({ has: adviser.getByRole('button', { name: `Ouvrir le lot ${lot.reference}`, exact: true }) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText('Disponible')).toBeVisible();
  const stream = adviser.waitForResponse((res) => res.url().split('?')[0] === second.url('/api/events'));
  await adviser.reload();
  expect((await stream).status(), 'the adviser’s live stream is served by the second instance').toBe(200);

  const staff = await pageFor();
  await staffLogin(staff, STAFF.all, `/back-office/lots?residence=${residence.id}`);
  expect(new URL(staff.url()).port, 'the staff member works on the suite’s own instance').not.toBe(String(appPort));
  const staffToken = await apiToken(request, STAFF.all);
  const staffAuth = { authorization: `Bearer ${staffToken}` };
  const staffLots = (await (await request.get(apiUrl(`back-office/residences/${residence.id}/lots`), { headers: staffAuth })).json()) as { data: { id: number; price: number }[] };
  const price = staffLots.data.find((candidate) => candidate.id === lot.id)!.price;
  try {
    await staff.getByRole('combobox', { name: `Statut ${lot.reference}`, exact: true }).selectOption('sold');
    await staff.getByRole('button', { name: `Enregistrer le lot ${lot.reference}`, exact: true }).click();
    await expect(staff.getByText(`Lot ${lot.reference} mis à jour`)).toBeVisible();

    await expect(row.getByText('Vendu')).toBeVisible({ timeout: 15_000 });
  } finally {
    await request.put(apiUrl(`back-office/lots/${lot.id}`), { headers: staffAuth, data: { status: 'available', price } });
  }
});

test('a lot optioned by one adviser through one app instance turns optioned on another adviser’s grid served by another instance, live and at the next load', async ({ pageFor, request }) => {
  test.setTimeout(120_000);
  const [isToken, lciToken] = await Promise.all([apiToken(request, ACCOUNTS.is), apiToken(request, ACCOUNTS.lci)]);
  const { residence, lots } = await availableLots(request, [isToken, lciToken], 1, 12);
  const [lot] = lots;

  // The is adviser reads the residence twice on the second instance: its catalogue answers are cached there.
  const watcher = await pageFor();
  await watcher.goto(second.url(`/programmes/residence/${residence.id}`));
  await fillLogin(watcher, ACCOUNTS.is.email, DEMO_PASSWORD);
  await expect(watcher.getByRole('navigation', { name: 'Menu principal' })).toBeVisible({ timeout: 60_000 });
  const stream = watcher.waitForResponse((res) => res.url().split('?')[0] === second.url('/api/events'));
  await watcher.reload();
  expect((await stream).status(), 'the watching adviser’s live stream is served by the second instance').toBe(200);
  const row = await lotRow(watcher, residence, lot.reference);
  await expect(row).toContainText('Disponible');

  // The lci adviser options the lot on the suite’s own instance.
  const placer = await pageFor();
  await login(placer, ACCOUNTS.lci, '/');
  expect(new URL(placer.url()).port, 'the placing adviser works on the suite’s own instance').not.toBe(String(appPort));
  await openLot(placer, residence, lot.reference);
  await fillOptionForm(placer);
  await sidePanel(placer).getByRole('button', { name: "Poser l'option" }).click();
  await expect(placer.getByRole('alert').filter({ hasText: 'Option posée avec succès' })).toBeVisible({ timeout: 15_000 });
  const placed = (await (await request.get(apiUrl('options?status=live&per_page=100'), { headers: { authorization: `Bearer ${lciToken}` } })).json()) as {
    data: { data: { id: number; lot: { id: number } }[] };
  };
  const option = placed.data.data.find((candidate) => candidate.lot.id === lot.id)!;
  try {
    await expect(row).toContainText('Optionné', { timeout: 15_000 });
    await watcher.reload();
    const reloaded = await lotRow(watcher, residence, lot.reference);
    await expect(reloaded).toContainText('Optionné');
    await expect(reloaded).not.toContainText('Disponible');
  } finally {
    await request.post(apiUrl(`options/${option.id}/retractation`), { headers: { authorization: `Bearer ${lciToken}` } });
  }
});
