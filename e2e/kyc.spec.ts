import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { ACCOUNTS, apiUrl } from './support/accounts';
import { login } from './support/login';
import { apiToken as sellingApiToken } from './support/selling';

// conseiller@lrp.demo is seeded with every document OK except rc_pro (NON RECU): the documents modal opens.
// Each journey logs in, runs axe and uploads: on a loaded two-core machine that outlasts the default minute.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const UPLOADS = path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'uploads');
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF_HEAD = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Mise à jour de vos documents nécessaire' });
const card = (scope: Page | ReturnType<typeof modal>, type: string) => scope.locator(`li[data-document-type="${type}"]`);

interface DroppedFile {
  name: string;
  mime: string;
  /** base64 bytes, or a text head padded with spaces up to `size` bytes */
  base64?: string;
  head?: string;
  size?: number;
}

/** Drags a file built in the page onto a card: the real dragenter/dragover/drop events with a DataTransfer. */
async function dropFile(scope: Page | ReturnType<typeof modal>, type: string, file: DroppedFile) {
  await card(scope, type)
    .locator('div:has(> input[type=file])')
    .evaluate((target, f) => {
      let bytes: Uint8Array;
      if (f.base64) {
        const binary = atob(f.base64);
        bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
      } else {
        bytes = new Uint8Array(f.size!).fill(0x20);
        bytes.set(new TextEncoder().encode(f.head!));
      }
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes as BlobPart], f.name, { type: f.mime }));
      for (const name of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(new DragEvent(name, { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }
    }, file);
}

const apiToken = (request: APIRequestContext, email: string) => sellingApiToken(request, { email });

async function kycList(request: APIRequestContext, token: string) {
  const res = await request.get(apiUrl('kyc-cgp/list'), { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data as Record<string, { id: number | null; state: string; url: string | null }>;
}

/** The files stored for one adviser's documents: other specs store files of their own meanwhile. */
async function storedFileCount(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get(apiUrl('user-infos'), { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const adviserId = (await res.json()).inputs.id as number;
  const entries = await readdir(path.join(UPLOADS, 'kyc', String(adviserId)), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

test('the lrp adviser uploads a PDF and a PNG by drag and drop from the documents modal', async ({ page, request }) => {
  const token = await apiToken(request, ACCOUNTS.lrp.email);
  await login(page, ACCOUNTS.lrp);
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Pour continuer à accéder à tous nos services, merci de mettre à jour vos documents justificatifs.')).toBeVisible();
  await expect(card(dialog, 'rc_pro').getByText('Pièce manquante')).toBeVisible();
  await expect(card(dialog, 'kbis').getByText('Pièce valide')).toBeVisible();
  await expect(card(dialog, 'rc_pro').getByRole('button', { name: /^Ajouter/ })).toBeVisible();
  await expect(card(dialog, 'kbis').getByRole('button', { name: /^Mettre à jour/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const send = dialog.getByRole('button', { name: 'Envoyer les documents' });
  await expect(send).toBeDisabled();

  await dropFile(dialog, 'rc_pro', { name: 'brouillon.pdf', mime: 'application/pdf', head: PDF_HEAD, size: 2048 });
  await dropFile(dialog, 'rc_pro', { name: 'attestation-rc.pdf', mime: 'application/pdf', head: PDF_HEAD, size: 4096 });
  await expect(card(dialog, 'rc_pro').getByText('Fichier choisi : attestation-rc.pdf')).toBeVisible();
  await dropFile(dialog, 'kbis', { name: 'kbis.png', mime: 'image/png', base64: PNG_1PX });
  await dropFile(dialog, 'rib', { name: 'rib.png', mime: 'image/png', base64: PNG_1PX });
  await expect(card(dialog, 'rib').getByText('Pièce prête à être envoyée')).toBeVisible();
  await card(dialog, 'rib').getByRole('button', { name: /^Retirer/ }).click();
  await expect(card(dialog, 'rib').getByText('Pièce valide')).toBeVisible();
  await expect(card(dialog, 'rc_pro').getByText('Pièce prête à être envoyée')).toBeVisible();
  await expect(card(dialog, 'kbis').getByRole('link', { name: /^Consulter/ })).toHaveAttribute('href', /^blob:/);

  const before = await storedFileCount(request, token);
  await send.click();
  await expect(card(dialog, 'rc_pro').getByText('Pièce en cours de vérification')).toBeVisible({ timeout: 20_000 });
  await expect(card(dialog, 'kbis').getByText('Pièce en cours de vérification')).toBeVisible();
  await expect(send).toHaveText('Envoyer les documents');
  await expect(send).toBeDisabled();
  // The replaced kbis file is deleted, the new one and the rc_pro file are stored.
  expect(await storedFileCount(request, token)).toBe(before + 1);

  await page.reload();
  await expect(modal(page)).toBeVisible({ timeout: 20_000 });
  await expect(card(modal(page), 'rc_pro').getByText('Pièce en cours de vérification')).toBeVisible();
  await expect(card(modal(page), 'kbis').getByText('Pièce en cours de vérification')).toBeVisible();
  await expect(card(modal(page), 'rc_pro').getByRole('link', { name: /^Consulter/ })).toHaveAttribute('href', /^\/api\/kyc\/files\/\d+$/);
});

test('a 12 MB file and a renamed executable are refused with the field message, and nothing is stored', async ({ page, request }) => {
  const token = await apiToken(request, ACCOUNTS.lrp.email);
  const listBefore = await kycList(request, token);
  const filesBefore = await storedFileCount(request, token);

  await login(page, ACCOUNTS.lrp);
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Envoyer les documents' });

  await dropFile(dialog, 'carte_cif', { name: 'orias.pdf', mime: 'application/pdf', head: PDF_HEAD, size: 1024 });
  await dropFile(dialog, 'rib', { name: 'rib-scan.pdf', mime: 'application/pdf', head: PDF_HEAD, size: 12 * 1024 * 1024 });
  await send.click();
  const alert = dialog.getByRole('alert').filter({ hasText: "L'envoi n'a pas abouti" });
  await expect(alert).toContainText('RIB du cabinet: Le fichier dépasse la taille maximale de 10 Mo.');
  await expect(send).toHaveText('Envoyer les documents');
  await expect(send).toBeEnabled();

  await card(dialog, 'rib').getByRole('button', { name: /^Retirer/ }).click();
  await dropFile(dialog, 'piece_identite', {
    name: 'carte-identite.pdf',
    mime: 'application/pdf',
    base64: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]).toString('base64'),
  });
  await send.click();
  await expect(alert).toContainText(
    "Pièce d'identité: Format non accepté\u00a0: seuls les fichiers PDF, JPEG et PNG sont acceptés.",
  );
  await expect(card(dialog, 'carte_cif').getByText('Pièce prête à être envoyée')).toBeVisible();

  expect(await storedFileCount(request, token)).toBe(filesBefore);
  expect(await kycList(request, token)).toEqual(listBefore);
});

test('staff validation turns a card to Pièce valide; the documents screen has no serious a11y violation', async ({ page, request }) => {
  const staff = await apiToken(request, 'staff@back-office.demo');
  const queue = await request.get(apiUrl('back-office/kyc'), { headers: { Authorization: `Bearer ${staff}` } });
  const waiting = ((await queue.json()).data as { id: number; email: string; document_type: string }[]).find(
    (item) => item.email === ACCOUNTS.lrp.email && item.document_type === 'rc_pro',
  );
  expect(waiting).toBeTruthy();
  const review = await request.put(apiUrl(`back-office/kyc/${waiting!.id}`), {
    headers: { Authorization: `Bearer ${staff}` },
    data: { state: 'OK', reason: 'Attestation conforme' },
  });
  expect(review.status()).toBe(200);

  await login(page, ACCOUNTS.lrp, '/documents');
  // kbis is still waiting, so the modal opens; close it to reach the screen.
  await expect(modal(page)).toBeVisible();
  await modal(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(modal(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Mes documents', level: 1 })).toBeVisible();
  await expect(card(page, 'rc_pro').getByText('Pièce valide')).toBeVisible();
  await expect(card(page, 'kbis').getByText('Pièce en cours de vérification')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Mes documents' }).click();
  await expect(page).toHaveURL(/\/documents$/);
});

test("another adviser cannot fetch the first adviser's file", async ({ browser, request }) => {
  const owner = await apiToken(request, ACCOUNTS.lrp.email);
  const fileId = (await kycList(request, owner)).rc_pro.id;
  expect(fileId).toBeTruthy();

  const stranger = await apiToken(request, ACCOUNTS.lci.email);
  const direct = await request.get(apiUrl(`kyc-cgp/files/${fileId}`), { headers: { Authorization: `Bearer ${stranger}` } });
  expect(direct.status()).toBe(404);
  const own = await request.get(apiUrl(`kyc-cgp/files/${fileId}`), { headers: { Authorization: `Bearer ${owner}` } });
  expect(own.status()).toBe(200);
  expect(own.headers()['content-disposition']).toMatch(/^attachment/);
  expect(own.headers()['x-content-type-options']).toBe('nosniff');

  // Through the app too: the lci adviser's session gets a 404 from the BFF route.
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, ACCOUNTS.lci);
  // From the page itself: Node's resolver does not know *.localhost, the browser does.
  const status = await page.evaluate(async (url) => (await fetch(url)).status, `/api/kyc/files/${fileId}`);
  expect(status).toBe(404);
  await context.close();
});
