import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, apiUrl } from './support/accounts';
import { login } from './support/login';
import { apiGet, apiToken, availableLots } from './support/selling';
import { test } from './support/people';
import { STAFF, staffLogin } from './support/staff';

test('staff confirms the notification of a reservation contract; the adviser’s options page shows it without reload', async ({ pageFor, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ACCOUNTS.icm);
  const auth = { authorization: `Bearer ${token}` };
  const { lots } = await availableLots(request, [token], 1, 20);
  const [lot] = lots;
  const clients = await apiGet<{ data: { data: { id: number }[] } }>(request, token, 'clients?per_page=1');
  const placed = await request.post(apiUrl('options'), { headers: auth, data: { lot_id: lot.id, client_id: clients.data.data[0].id } });
  expect(placed.status()).toBe(201);
  const optionId = (await placed.json()).data.id as number;
  const due = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const contract = await request.post(apiUrl(`options/${optionId}/infos-contrat-reservation`), { headers: auth, data: { deposit: 1_000, sale_due_date: due, financing: 'comptant' } });
  expect(contract.status()).toBe(200);

  try {
    const adviser = await pageFor();
    await login(adviser, ACCOUNTS.icm, '/options');
    const adviserRow = adviser.locator(`tr[data-option="${optionId}"]`);
    await expect(adviserRow.getByText('Option posée')).toBeVisible({ timeout: 20_000 });

    const staff = await pageFor();
    await staffLogin(staff, STAFF.icm, '/back-office/options');
    await expect(staff).toHaveTitle(/^Options en cours · /);
    const step = staff.getByRole('button', { name: `Confirmer l'étape « Contrat notifié » pour le lot ${lot.reference}`, exact: true });
    await expect(step).toBeVisible();
    await expect(staff.getByRole('row').filter({ has: step }).getByText('Réservation : Contrat à notifier')).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await step.click();
    const dialog = staff.getByRole('dialog', { name: `Confirmer l'étape « Contrat notifié » – lot ${lot.reference}` });
    await expect(dialog.getByText("l'étape ne peut pas être annulée")).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(staff.getByText('Étape « Contrat notifié » enregistrée')).toBeVisible();
    await expect(step).toBeHidden();

    await expect(adviserRow.getByText('Contrat notifié')).toBeVisible({ timeout: 15_000 });
    await expect(adviserRow.getByText(/Rétractation possible encore/)).toBeVisible();

    await staff.goto(new URL(`/back-office/audit?q=${encodeURIComponent(ACCOUNTS.icm.email)}`, staff.url()).toString());
    await expect(staff.getByRole('cell', { name: 'Étape de réservation confirmée' }).first()).toBeVisible();
  } finally {
    // The buyer withdraws: the adviser's live options and the lot are as they were for the other journeys.
    await request.post(apiUrl(`options/${optionId}/retractation`), { headers: auth });
  }
});

test('a step already confirmed elsewhere is refused with the French reason, and the list catches up', async ({ pageFor, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ACCOUNTS.icm);
  const auth = { authorization: `Bearer ${token}` };
  const { lots } = await availableLots(request, [token], 1, 21);
  const [lot] = lots;
  const clients = await apiGet<{ data: { data: { id: number }[] } }>(request, token, 'clients?per_page=1');
  const optionId = (await (await request.post(apiUrl('options'), { headers: auth, data: { lot_id: lot.id, client_id: clients.data.data[0].id } })).json()).data.id as number;
  const due = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  await request.post(apiUrl(`options/${optionId}/infos-contrat-reservation`), { headers: auth, data: { deposit: 0, sale_due_date: due, financing: 'comptant' } });

  try {
    const staff = await pageFor();
    // This desk's live stream is held back, so the adviser's step has not reached the open list yet.
    await staff.route('**/api/events**', (route) => route.abort());
    await staffLogin(staff, STAFF.icm, '/back-office/options');
    const step = staff.getByRole('button', { name: `Confirmer l'étape « Contrat notifié » pour le lot ${lot.reference}`, exact: true });
    await step.click();
    // The adviser notifies the contract while the confirmation dialog is open.
    expect((await request.post(apiUrl(`options/${optionId}/send-notification-contrat`), { headers: auth })).status()).toBe(200);
    await staff.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(staff.getByText(/quelqu'un vient de la faire avancer/)).toBeVisible();
    await expect(step).toBeHidden();
  } finally {
    await request.post(apiUrl(`options/${optionId}/retractation`), { headers: auth });
  }
});
