import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, apiUrl } from './support/accounts';
import { login } from './support/login';
import { apiToken, availableLots, goTo, lotRow, openLot, sidePanel } from './support/selling';
import { test } from './support/people';
import { STAFF, staffLogin } from './support/staff';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('a staff login lands on /back-office, titled like the other console pages; adviser screens are not for staff', async ({ pageFor }) => {
  const staff = await pageFor();
  await staffLogin(staff, STAFF.is);
  await expect(staff).toHaveURL(/\/back-office$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Back-office' })).toBeVisible();
  await expect(staff).toHaveTitle(/^Accueil · Back-office · /);
  await expectNoSeriousA11yViolations(staff);
  await goTo(staff, '/back-office/options');
  await expect(staff.getByRole('heading', { level: 1, name: 'Options en cours' })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await goTo(staff, '/programmes');
  await expect(staff).toHaveURL(/\/back-office$/);
});

test('staff refuses a KYC document with a reason; the adviser’s documents grid shows it without reload', async ({ pageFor, request }) => {
  test.setTimeout(120_000);
  const adviser = await pageFor();
  await login(adviser, ACCOUNTS.is, '/documents');
  const rib = adviser.locator('li[data-document-type="rib"]');
  await expect(rib).toBeVisible({ timeout: 20_000 });

  const token = await apiToken(request, ACCOUNTS.is);
  const sent = await request.post(apiUrl('kyc-cgp/upload'), {
    headers: { authorization: `Bearer ${token}` },
    data: { documents: [{ document_type: 'rib', document_content: PDF.toString('base64') }] },
  });
  expect(sent.status()).toBe(200);
  await expect(rib.getByText('Pièce en cours de vérification')).toBeVisible();

  const staff = await pageFor();
  await staffLogin(staff, STAFF.is, '/back-office/kyc?brand=is&type=rib');
  await expect(staff.getByRole('heading', { level: 1, name: 'Pièces KYC à vérifier' })).toBeVisible();
  await staff.getByRole('button', { name: `Vérifier la pièce « RIB du cabinet » de ${ACCOUNTS.is.email}` }).click();
  await expect(staff.frameLocator('iframe[title^="Aperçu de la pièce «\u202fRIB du cabinet\u202f»"]').locator('body')).toBeAttached();
  await expectNoSeriousA11yViolations(staff);

  await staff.getByRole('button', { name: 'Refuser' }).click();
  await expect(staff.getByText('Indiquez le motif du refus')).toBeVisible();
  const reason = `RIB illisible ${Date.now()}`;
  await staff.getByRole('textbox', { name: 'Motif du refus' }).fill(reason);
  await staff.getByRole('button', { name: 'Refuser' }).click();
  await expect(staff.getByText('Pièce refusée', { exact: true })).toBeVisible();

  await expect(rib.getByText('Pièce invalide')).toBeVisible();
  await expect(rib.getByText(reason)).toBeVisible();

  await goTo(staff, `/back-office/audit?q=${encodeURIComponent(reason)}`);
  await expect(staff.getByRole('cell', { name: 'Pièce refusée' })).toBeVisible();
  await expect(staff.getByRole('cell', { name: STAFF.is.email })).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
});

test('staff sets a lot to reserved; the adviser’s open grid shows it at once and the option button is gone', async ({ pageFor, request }) => {
  test.setTimeout(120_000);
  // The director's documents are complete: no documents modal over the grid.
  const token = await apiToken(request, ACCOUNTS.directeur);
  const { residence, lots } = await availableLots(request, [token], 1, 12);
  const [lot] = lots;

  const adviser = await pageFor();
  await login(adviser, ACCOUNTS.directeur);
  await openLot(adviser, residence, lot.reference);
  const option = sidePanel(adviser).getByRole('button', { name: "Poser l'option" });
  await expect(option).toBeVisible();
  const row = await lotRow(adviser, residence, lot.reference);

  const staff = await pageFor();
  await staffLogin(staff, STAFF.all, `/back-office/lots?residence=${residence.id}`);
  await staff.getByRole('combobox', { name: `Statut ${lot.reference}`, exact: true }).selectOption('reserved');
  await staff.getByRole('button', { name: `Enregistrer le lot ${lot.reference}`, exact: true }).click();
  await expect(staff.getByText(`Lot ${lot.reference} mis à jour`)).toBeVisible();

  await expect(row.getByText('Réservé')).toBeVisible({ timeout: 15_000 });
  await expect(option).toBeHidden({ timeout: 15_000 });

  const clients = await request.get(apiUrl('clients?per_page=1'), { headers: { authorization: `Bearer ${token}` } });
  const clientId = (await clients.json()).data.data[0].id as number;
  const refused = await request.post(apiUrl('options'), { headers: { authorization: `Bearer ${token}` }, data: { lot_id: lot.id, client_id: clientId } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe("Ce lot n'est plus disponible\u00a0: il vient d'être réservé ou vendu.");
  await expectNoSeriousA11yViolations(staff);
});

test('an adviser’s message reaches the staff inbox live, and the reply reaches the adviser live', async ({ pageFor }) => {
  test.setTimeout(120_000);
  const staff = await pageFor();
  await staffLogin(staff, STAFF.is, '/back-office/messages');
  await expect(staff.getByRole('heading', { level: 1, name: 'Messagerie des conseillers' })).toBeVisible();

  const adviser = await pageFor();
  await login(adviser, ACCOUNTS.is, '/messagerie/compose');
  const subject = `Frais de dossier ${Date.now()}`;
  await adviser.getByRole('textbox', { name: 'Sujet' }).fill(subject);
  await adviser.getByRole('textbox', { name: 'Message' }).fill('Quels sont les frais de dossier de la banque partenaire ?');
  await adviser.getByRole('button', { name: 'Envoyer' }).click();
  await expect(adviser.getByRole('heading', { level: 1, name: subject })).toBeVisible({ timeout: 20_000 });

  const link = staff.getByRole('link', { name: subject });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(staff.getByRole('row').filter({ has: link }).getByText('Non lu')).toBeVisible();
  await expectNoSeriousA11yViolations(staff);
  await link.click();
  await expect(staff.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await staff.getByRole('button', { name: 'Répondre' }).click();
  await expect(staff.getByText('Écrivez votre réponse')).toBeVisible();
  const answer = 'Aucun frais de dossier pour ce programme.';
  await staff.getByRole('textbox', { name: 'Votre réponse' }).fill(answer);
  await staff.getByRole('button', { name: 'Répondre' }).click();
  await expect(staff.getByText('Réponse envoyée')).toBeVisible();
  await expectNoSeriousA11yViolations(staff);

  await expect(adviser.getByRole('list', { name: 'Messages de la conversation' }).getByText(answer)).toBeVisible({ timeout: 15_000 });
});

test('an adviser token gets 404 on every back-office route of the API', async ({ request }) => {
  const token = await apiToken(request, ACCOUNTS.is);
  const doc = (await (await request.get(apiUrl('openapi.json'))).json()) as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/back-office/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method, path: path.replace('/api/', '').replace('{id}', '1') })));
  expect(routes.length).toBeGreaterThanOrEqual(12);
  for (const { method, path } of routes) {
    const res = await request.fetch(apiUrl(path), { method: method.toUpperCase(), headers: { authorization: `Bearer ${token}` }, data: method === 'get' ? undefined : {} });
    expect(`${method} ${path} → ${res.status()}`).toBe(`${method} ${path} → 404`);
  }
});
