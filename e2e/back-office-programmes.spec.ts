import { expect, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, apiUrl } from './support/accounts';
import { login } from './support/login';
import { dismissNotices } from './support/notices';
import { apiGet, apiToken, goTo } from './support/selling';
import { test } from './support/people';
import { STAFF, staffLogin } from './support/staff';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

type Residence = { id: number; name: string };

/**
 * The last residential programme the ICM adviser sees: no other journey reads that list, so closing it for a moment
 * disturbs none of them.
 */
async function quietResidence(request: APIRequestContext, token: string): Promise<Residence> {
  const list = await apiGet<{ data: { data: Residence[] } }>(request, token, 'residences/residentiel?per_page=100');
  const residence = list.data.data.at(-1);
  if (!residence) throw new Error('no residential programme for icm');
  return residence;
}

test('staff closes a programme to a brand: its adviser loses it (list, page 404, option refused) until it is reopened', async ({ pageFor, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ACCOUNTS.icm);
  const residence = await quietResidence(request, token);
  const staffAuth = { authorization: `Bearer ${await apiToken(request, STAFF.icm)}` };

  const staff = await pageFor();
  await staffLogin(staff, STAFF.icm, '/back-office/programmes');
  await expect(staff).toHaveTitle(/^Programmes · /);
  await expectNoSeriousA11yViolations(staff);
  try {
    await staff.getByRole('button', { name: `Fermer ${residence.name} à la marque ICM`, exact: true }).click();
    await expect(staff.getByText('Programme fermé à la marque ICM : ses conseillers ne le voient plus')).toBeVisible();
    await expect(staff.getByRole('button', { name: `Ouvrir ${residence.name} à la marque ICM`, exact: true })).toBeVisible();

    const adviser = await pageFor();
    await login(adviser, ACCOUNTS.icm, `/programmes/residence/${residence.id}`);
    await expect(adviser.getByRole('heading', { name: 'Erreur 404 !' })).toBeVisible({ timeout: 20_000 });
    await goTo(adviser, '/programmes/residentiel');
    await expect(adviser.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(adviser.getByText(residence.name, { exact: true })).toHaveCount(0);

    const grid = await request.get(apiUrl(`residence/${residence.id}/grille-lots`), { headers: { authorization: `Bearer ${token}` } });
    expect(grid.status()).toBe(404);
    const lots = (await (await request.get(apiUrl(`back-office/residences/${residence.id}/lots`), { headers: staffAuth })).json()) as { data: { id: number; status: string }[] };
    const lot = lots.data.find((candidate) => candidate.status === 'available');
    const clients = await apiGet<{ data: { data: { id: number }[] } }>(request, token, 'clients?per_page=1');
    const option = await request.post(apiUrl('options'), { headers: { authorization: `Bearer ${token}` }, data: { lot_id: lot!.id, client_id: clients.data.data[0].id } });
    expect(option.status()).toBe(409);
    expect((await option.json()).message).toBe("Ce programme n'est plus ouvert à votre marque\u00a0: aucune option ne peut y être posée.");

    await staff.getByRole('button', { name: `Ouvrir ${residence.name} à la marque ICM`, exact: true }).click();
    await expect(staff.getByText('Programme ouvert à la marque ICM')).toBeVisible();
    await goTo(adviser, `/programmes/residence/${residence.id}`);
    await expect(adviser.getByRole('heading', { level: 1, name: residence.name })).toBeVisible();
  } finally {
    await request.put(apiUrl(`back-office/programmes/${residence.id}/brands/icm`), { headers: staffAuth, data: { open: true } });
  }
});

test('staff adds a photo and a document to a programme; the adviser’s residence page shows both, a wrong type is refused in French', async ({ pageFor, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ACCOUNTS.icm);
  const residence = await quietResidence(request, token);

  const staff = await pageFor();
  await staffLogin(staff, STAFF.all, `/back-office/programmes?programme=${residence.id}`);
  const files = staff.getByRole('region', { name: `Photos et documents de ${residence.name}` });
  await expect(files).toBeVisible();
  const title = `Façade ${Date.now()}`;
  await files.getByRole('textbox', { name: 'Titre' }).fill(title);
  await files.locator('input[type="file"]').setInputFiles({ name: 'plan.pdf', mimeType: 'image/png', buffer: PDF });
  await files.getByRole('button', { name: 'Ajouter' }).click();
  await expect(staff.getByText('Type de fichier refusé : une photo doit être en JPEG, PNG ou WebP, un document en PDF')).toBeVisible();

  await files.locator('input[type="file"]').setInputFiles({ name: 'facade.png', mimeType: 'image/png', buffer: PNG });
  await files.getByRole('button', { name: 'Ajouter' }).click();
  await expect(staff.getByText(`Fichier « ${title} » ajouté`)).toBeVisible();
  const notice = `Notice ${Date.now()}`;
  await files.getByRole('combobox', { name: 'Type' }).selectOption('document');
  await files.getByRole('textbox', { name: 'Titre' }).fill(notice);
  await files.locator('input[type="file"]').setInputFiles({ name: 'notice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await files.getByRole('button', { name: 'Ajouter' }).click();
  await expect(files.getByText(`Document – ${notice}`)).toBeVisible();
  await expectNoSeriousA11yViolations(staff);

  const adviser = await pageFor();
  await login(adviser, ACCOUNTS.icm, `/programmes/residence/${residence.id}`);
  const link = adviser.getByRole('link', { name: notice });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const href = await link.getAttribute('href');
  // Read from the page itself: Node resolves no *.localhost host.
  const served = await adviser.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, type: response.headers.get('content-type') };
  }, href!);
  expect(served).toEqual({ status: 200, type: 'application/pdf' });
  const photo = adviser.locator('img[src^="/programmes/fichiers/"]');
  await expect(photo.first()).toBeAttached();

  await dismissNotices(staff);
  for (const name of [title, notice]) {
    await files.getByRole('button', { name: `Retirer « ${name} »`, exact: true }).click();
    await expect(files.getByText(name)).toHaveCount(0);
  }
});
