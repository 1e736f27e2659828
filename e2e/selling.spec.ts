import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, apiUrl, brandUrl } from './support/accounts';
import { remaining } from '../components/options/countdown';
import { waitForMail } from './support/mailbox';
import { login } from './support/login';
import { apiGet, apiToken, availableLots, fillOptionForm, goTo, openLot, setBackendClock, sidePanel } from './support/selling';

type Option = { id: number; status: string; lot: { id: number; reference: string } };
type LotAnswer = { data: { status: string } };

const notice = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const optionRow = (page: Page, lot: { id: number }) => page.locator(`tr[data-lot-id="${lot.id}"]`);

/** "Expire dans …" as the options screen writes it for a deadline seen at `now` (a unit never leaves its number). */
function expiresIn(until: string, now: number): string {
  const { days, hours, minutes } = remaining(until, now);
  return `Expire dans ${days ? `${days}\u00a0j ` : ''}${hours}\u00a0h ${minutes}\u00a0min`;
}

test('the options screen hydrates without error and counts down from the browser\'s clock when it differs from the server\'s', async ({ page, request }) => {
  const token = await apiToken(request, ACCOUNTS.lrp);
  const auth = { authorization: `Bearer ${token}` };
  const { lots } = await availableLots(request, [token], 1, 14);
  const clients = await apiGet<{ data: { data: { id: number }[] } }>(request, token, 'clients?per_page=1');
  const placed = await request.post(apiUrl('options'), { headers: auth, data: { lot_id: lots[0].id, client_id: clients.data.data[0].id } });
  expect(placed.status()).toBe(201);
  const option = (await placed.json()).data as { id: number; expires_at: string };

  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // Three minutes ahead: the countdown the server wrote is off by three minutes once the page is in the browser.
    await page.clock.install({ time: Date.now() + 3 * 60_000 });
    await login(page, ACCOUNTS.lrp, '/options');
    // A full load hydrates the server's HTML (the login went on in the browser).
    errors.length = 0;
    await page.reload();
    // The row of the page's main content: a second copy outside it has been seen for a moment after the reload.
    const countdown = page.getByRole('main').locator(`tr[data-option="${option.id}"] [data-countdown]`);
    await expect
      .poll(async () => (await countdown.textContent()) === expiresIn(option.expires_at, await page.evaluate(() => Date.now())))
      .toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await request.delete(apiUrl(`options/${option.id}`), { headers: auth });
  }
});

test.describe.serial('options on lots', () => {
  test('two advisers race for one lot: exactly one option is placed, the other gets a clear conflict', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const [isToken, lciToken] = await Promise.all([apiToken(request, ACCOUNTS.is), apiToken(request, ACCOUNTS.lci)]);
    const { residence, lots } = await availableLots(request, [isToken, lciToken], 1, 0);
    const lot = lots[0];

    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
    await login(first, ACCOUNTS.is, '/');
    await login(second, ACCOUNTS.lci, '/');
    await openLot(first, residence, lot.reference);
    await openLot(second, residence, lot.reference);
    const [dialogA, dialogB] = await Promise.all([fillOptionForm(first), fillOptionForm(second)]);
    await Promise.all([
      dialogA.getByRole('button', { name: "Poser l'option" }).click(),
      dialogB.getByRole('button', { name: "Poser l'option" }).click(),
    ]);

    const outcomes = await Promise.all(
      [first, second].map(async (page) => {
        const ok = notice(page, 'Option posée avec succès');
        const ko = notice(page, /Impossible de poser une option\s: .*(n'est plus disponible)/);
        await expect(ok.or(ko)).toBeVisible({ timeout: 15_000 });
        return (await ok.isVisible()) ? 'placed' : 'refused';
      }),
    );
    expect(outcomes.sort()).toEqual(['placed', 'refused']);

    const [mineIs, mineLci] = await Promise.all([
      apiGet<{ data: { data: Option[] } }>(request, isToken, 'options?status=live&per_page=100'),
      apiGet<{ data: { data: Option[] } }>(request, lciToken, 'options?status=live&per_page=100'),
    ]);
    const onLot = [...mineIs.data.data, ...mineLci.data.data].filter((option) => option.lot.id === lot.id);
    expect(onLot).toHaveLength(1);
    expect((await apiGet<LotAnswer>(request, isToken, `lot/${lot.id}`)).data.status).toBe('optioned');
    await Promise.all(contexts.map((context) => context.close()));
  });

  test('an option is released from "Mes options / réservations"; another lapses when time passes', async ({ page, request }) => {
    test.setTimeout(180_000);
    const token = await apiToken(request, ACCOUNTS.is);
    const { residence, lots } = await availableLots(request, [token], 2, 2);
    await login(page, ACCOUNTS.is, '/');

    for (const lot of lots) {
      await openLot(page, residence, lot.reference);
      const dialog = await fillOptionForm(page, 1);
      // A double click places one option only (button disabled while pending, idempotency key).
      await dialog.getByRole('button', { name: "Poser l'option" }).dblclick();
      await expect(notice(page, 'Option posée avec succès').first()).toBeVisible();
      await expect(sidePanel(page).getByText('Optionné')).toBeVisible();
    }
    const live = await apiGet<{ data: { data: Option[] } }>(request, token, 'options?status=placed&per_page=100');
    for (const lot of lots) expect(live.data.data.filter((option) => option.lot.id === lot.id)).toHaveLength(1);
    // The history may already hold an older option of the same lot (a retry of this journey): this one is read by its id.
    const lapsingOption = live.data.data.find((option) => option.lot.id === lots[1].id)!;

    await goTo(page, '/options');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes options / réservations' })).toBeVisible();
    const [released, lapsing] = lots;
    await expect(optionRow(page, lapsing).getByText(/Expire dans/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'main');

    await optionRow(page, released).getByRole('button', { name: 'Libérer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(notice(page, 'Option libérée avec succès')).toBeVisible();
    await expect(optionRow(page, released)).toHaveCount(0);
    expect((await apiGet<LotAnswer>(request, token, `lot/${released.id}`)).data.status).toBe('available');

    // Seven days later the one-working-day option has lapsed: the next request sweeps it, then time is restored. The
    // adviser is away meanwhile: a call of the open page in that week would find the session idle for seven days.
    await page.goto('about:blank');
    try {
      await setBackendClock(request, 7 * 86_400);
      await request.get(apiUrl('health'));
    } finally {
      await setBackendClock(request, 0);
    }
    expect((await apiGet<LotAnswer>(request, token, `lot/${lapsing.id}`)).data.status).toBe('available');
    await page.goto(brandUrl('is', '/options'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mes options / réservations' })).toBeVisible();
    await expect(optionRow(page, lapsing)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Historique' }).click();
    await expect(page.locator(`#option-${lapsingOption.id}`).getByText('Expirée')).toBeVisible();
    await openLot(page, residence, lapsing.reference);
    await expect(sidePanel(page).getByRole('button', { name: "Poser l'option" })).toBeVisible();
  });

  test('the reservation contract is filled within the deposit cap and notified: the back office gets the mail', async ({ page, request }) => {
    test.setTimeout(180_000);
    const token = await apiToken(request, ACCOUNTS.icm);
    const { residence, lots } = await availableLots(request, [token], 1, 5);
    const lot = lots[0];
    await login(page, ACCOUNTS.icm, '/');
    await openLot(page, residence, lot.reference);
    await (await fillOptionForm(page)).getByRole('button', { name: "Poser l'option" }).click();
    await expect(notice(page, 'Option posée avec succès')).toBeVisible();

    await goTo(page, '/options');
    await optionRow(page, lot).getByRole('button', { name: 'Contrat de réservation' }).click();
    const contract = page.getByRole('dialog', { name: `Contrat de réservation – lot ${lot.reference}` });
    const due = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    await contract.getByRole('textbox', { name: 'Dépôt de garantie (€)' }).fill('999999');
    await contract.getByRole('combobox', { name: /Date prévisionnelle/ }).fill(due);
    await contract.getByRole('combobox', { name: /Date prévisionnelle/ }).press('Tab');
    await contract.getByText('Comptant', { exact: true }).click();
    await contract.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(contract.getByText(/limité à 5\s% du prix/)).toBeVisible();
    await contract.getByRole('textbox', { name: 'Dépôt de garantie (€)' }).fill('1000');
    await contract.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(notice(page, 'Informations du contrat de réservation enregistrées')).toBeVisible();

    await optionRow(page, lot).getByRole('button', { name: 'Notifier le contrat' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(notice(page, 'Réservation bien effectué')).toBeVisible();
    await expect(optionRow(page, lot).getByText('Contrat notifié')).toBeVisible();
    await expect(optionRow(page, lot).getByText(/Rétractation possible encore/)).toBeVisible();
    await waitForMail('back-office@espace-partenaire.local', new RegExp(`lot ${lot.reference}`));
    expect((await apiGet<LotAnswer>(request, token, `lot/${lot.id}`)).data.status).toBe('reserved');
  });
});

test('a client denounced by one adviser cannot be denounced by another', async ({ browser }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));

  const createAndDenounce = async (page: Page, prenom: string, nom: string) => {
    await goTo(page, '/clients');
    await page.getByRole('button', { name: 'Nouveau client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau client' });
    await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill(prenom);
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(nom);
    await dialog.getByRole('combobox', { name: 'Date de naissance' }).fill('1979-05-17');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(nom, 'i') })).toBeVisible();
    await page.getByRole('button', { name: 'Dénoncer le client' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Dénoncer' }).click();
  };

  await login(first, ACCOUNTS.is, '/clients');
  await expect(first.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expectNoSeriousA11yViolations(first, 'main');
  await createAndDenounce(first, 'Élise', `Fontaine-${suffix}`);
  await expect(notice(first, 'Client dénoncé avec succès')).toBeVisible();
  await expect(first.getByText(/Protégé jusqu'au/)).toBeVisible();

  await login(second, ACCOUNTS.icm, '/clients');
  await createAndDenounce(second, 'ELISE', `fontaine ${suffix.toUpperCase()}`);
  await expect(notice(second, /Impossible de dénoncer un client\s: Ce client a déjà été dénoncé par un autre conseiller/)).toBeVisible();
  await second.keyboard.press('Escape');
  await expect(second.getByText('Non dénoncé')).toBeVisible();
  await Promise.all(contexts.map((context) => context.close()));
});

test('clients, sales, follow-ups and disputes open their right-hand panels', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, ACCOUNTS.is, '/clients');
  await page.locator('tr[data-client]').first().click();
  await expect(sidePanel(page).getByRole('heading', { name: 'Options et réservations' })).toBeVisible();

  for (const [path, title] of [
    ['/ventes', 'Ventes'],
    ['/suivis', 'Suivis'],
    ['/litiges', 'Litiges'],
  ] as const) {
    await goTo(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const row = page.locator('tr[data-record]').first();
    await expect(row).toBeVisible();
    const cells = await row.locator('td').allTextContents();
    await row.click();
    await expect(sidePanel(page).locator('[data-record-panel]')).toContainText(cells[1]);
    await expectNoSeriousA11yViolations(page, 'main');
  }
});
