import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { kycDocuments, kycDocumentTypes } from '../db/schema';
import { kycTypeRows } from '../db/seed/reference';
import { localFileStorage } from '../storage/local-storage';
import { createTestApp } from '../test/harness';
import { MAX_KYC_FILE_BYTES, MAX_KYC_UPLOAD_BODY_BYTES } from '../../contract/kyc';
import { startSession } from '../auth/sessions';
import { findUserByEmail } from '../db/queries/users';

// Smallest files that file-type recognises by their bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const b64 = (bytes: Buffer) => bytes.toString('base64');
/** A PDF of exactly `size` bytes. */
const pdfOfSize = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: ReturnType<typeof createApp>;
let root: string;
let ids: Record<'adviser' | 'other' | 'staff', number>;

beforeAll(async () => {
  t = await createTestApp();
  root = await mkdtemp(path.join(tmpdir(), 'kyc-uploads-'));
  app = createApp({ ...t.deps, storage: localFileStorage(root) });
  await t.db.insert(kycDocumentTypes).values(kycTypeRows);
  const adviser = await t.fixtures.user({ email: 'conseiller@lrp.demo' });
  const other = await t.fixtures.user({ email: 'conseiller@lci.demo', brandCode: 'lci' });
  const staff = await t.fixtures.user({ email: 'staff@back-office.demo', brandCode: 'is', role: 'staff' });
  ids = { adviser: adviser.id, other: other.id, staff: staff.id };
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(kycDocuments);
  await rm(root, { recursive: true, force: true });
});

const tokens = new Map<string, string>();
/** A session of the account, its second factor given (the staff member has one). */
async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) {
    const user = await findUserByEmail(t.db, { email });
    tokens.set(email, (await startSession(t.deps, user!.id, { secondFactorPassed: true })).access_token);
  }
  return tokens.get(email)!;
}

async function call(method: string, url: string, email: string | null, body?: unknown | string) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (email) headers.authorization = `Bearer ${await tokenOf(email)}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(url, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return res;
}

async function callJson(method: string, url: string, email: string | null, body?: unknown) {
  const res = await call(method, url, email, body);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  return { status: res.status, body: (await res.json()) as any };
}

const upload = (email: string, documents: { document_type: string; document_content: string }[]) =>
  callJson('POST', '/api/kyc-cgp/upload', email, { documents });

async function storedFiles(): Promise<string[]> {
  const files = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return files.filter((f) => f.isFile()).map((f) => f.name);
}

describe('GET /api/kyc-cgp/list', () => {
  it('answers every type of the brand, NON RECU when never sent', async () => {
    const res = await callJson('GET', '/api/kyc-cgp/list', 'conseiller@lrp.demo');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(kycTypeRows.map((row) => row.key));
    expect(res.body.data.kbis).toEqual({
      id: null,
      nom: 'Extrait Kbis de moins de 3 mois',
      url: null,
      state: 'NON RECU',
      obligatoire: true,
      motif: null,
      date_envoi: null,
    });
  });

  it('needs a token', async () => {
    expect((await callJson('GET', '/api/kyc-cgp/list', null)).status).toBe(401);
  });
});

describe('POST /api/kyc-cgp/upload', () => {
  it('stores a PDF, a PNG and a JPEG under server names and sets them EN ATTENTE', async () => {
    const res = await upload('conseiller@lrp.demo', [
      { document_type: 'kbis', document_content: b64(PDF) },
      { document_type: 'rib', document_content: b64(PNG) },
      { document_type: 'piece_identite', document_content: b64(JPEG) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.kbis).toMatchObject({ state: 'EN ATTENTE', url: expect.stringMatching(/^kyc-cgp\/files\/\d+$/) });
    expect(res.body.data.rib.state).toBe('EN ATTENTE');
    expect(res.body.data.carte_cif.state).toBe('NON RECU');
    const files = await storedFiles();
    expect(files).toHaveLength(3);
    for (const name of files) expect(name).toMatch(/^[0-9a-f-]{36}\.(pdf|png|jpg)$/);
    const rows = await t.db.select().from(kycDocuments).where(eq(kycDocuments.userId, ids.adviser));
    expect(rows.map((row) => row.mime).sort()).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const res = await upload('conseiller@lrp.demo', [{ document_type: 'kbis', document_content: b64(pdfOfSize(MAX_KYC_FILE_BYTES)) }]);
    expect(res.status).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a file over 10 MB with a field message', async () => {
    const res = await upload('conseiller@lrp.demo', [{ document_type: 'kbis', document_content: b64(pdfOfSize(MAX_KYC_FILE_BYTES + 1)) }]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'documents.0.document_content': ['Le fichier dépasse la taille maximale de 10\u00a0Mo.'] });
    expect(await storedFiles()).toEqual([]);
  });

  it('judges the type by content: a renamed executable is refused', async () => {
    const res = await upload('conseiller@lrp.demo', [{ document_type: 'kbis', document_content: b64(EXE) }]);
    expect(res.status).toBe(422);
    expect(res.body.errors['documents.0.document_content']).toEqual([
      'Format non accepté\u00a0: seuls les fichiers PDF, JPEG et PNG sont acceptés.',
    ]);
    const text = await upload('conseiller@lrp.demo', [{ document_type: 'kbis', document_content: b64(Buffer.from('bonjour')) }]);
    expect(text.status).toBe(422);
  });

  it('refuses unknown types, repeated types, empty and non-base64 content', async () => {
    const res = await upload('conseiller@lrp.demo', [
      { document_type: 'passeport_martien', document_content: b64(PDF) },
      { document_type: 'kbis', document_content: '' },
      { document_type: 'rib', document_content: `data:application/pdf;base64,${b64(PDF)}` },
      { document_type: 'rib', document_content: b64(PDF) },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'documents.0.document_type': ['Type de document inconnu.'],
      'documents.1.document_content': ['Le fichier est vide.'],
      'documents.2.document_content': ['Le contenu du fichier doit être encodé en base64 (sans préfixe data:).'],
      'documents.3.document_type': ['Ce type de document est envoyé plusieurs fois.'],
    });
  });

  it('refuses types another brand asks for and malformed bodies', async () => {
    await t.db.insert(kycDocumentTypes).values({ key: 'carte_lci', label: 'Carte LCI', position: 9, brands: ['lci'] });
    try {
      const res = await upload('conseiller@lrp.demo', [{ document_type: 'carte_lci', document_content: b64(PDF) }]);
      expect(res.body.errors).toEqual({ 'documents.0.document_type': ['Type de document inconnu.'] });
    } finally {
      await t.db.delete(kycDocumentTypes).where(eq(kycDocumentTypes.key, 'carte_lci'));
    }
    expect((await upload('conseiller@lrp.demo', [])).body.errors).toEqual({ documents: ['Ajoutez au moins un document.'] });
    const bare = await callJson('POST', '/api/kyc-cgp/upload', 'conseiller@lrp.demo', [{ document_type: 'kbis' }]);
    expect(bare.status).toBe(422);
  });

  it('stores nothing when one file of the batch is bad, and says which one', async () => {
    const res = await upload('conseiller@lrp.demo', [
      { document_type: 'kbis', document_content: b64(PDF) },
      { document_type: 'rib', document_content: b64(EXE) },
      { document_type: 'piece_identite', document_content: b64(PNG) },
    ]);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['documents.1.document_content']);
    expect(await storedFiles()).toEqual([]);
    expect(await t.db.select().from(kycDocuments)).toEqual([]);
  });

  it('replaces the earlier file of a type and clears a refusal reason', async () => {
    await upload('conseiller@lrp.demo', [{ document_type: 'kbis', document_content: b64(PDF) }]);
    const [first] = await t.db.select().from(kycDocuments);
    await t.db.update(kycDocuments).set({ state: 'KO', reason: 'Illisible' });
    const res = await upload('conseiller@lrp.demo', [{ document_type: 'kbis', document_content: b64(PNG) }]);
    expect(res.body.data.kbis).toMatchObject({ state: 'EN ATTENTE', motif: null, id: first.id });
    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.png$/);
  });

  it('keeps exactly the stored file of a type when 20 uploads of it race, and no orphan on disk', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => upload('conseiller@lrp.demo', [{ document_type: 'kbis', document_content: b64(PDF) }])),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.db.select().from(kycDocuments);
    expect(rows).toHaveLength(1);
    expect(await storedFiles()).toEqual([rows[0].filePath!.split('/').pop()]);
  });

  it('answers 413 with a French message past the body limit; other routes keep the 1 MB JSON limit', async () => {
    const huge = JSON.stringify({ documents: [{ document_type: 'kbis', document_content: 'A'.repeat(MAX_KYC_UPLOAD_BODY_BYTES) }] });
    const res = await call('POST', '/api/kyc-cgp/upload', 'conseiller@lrp.demo', huge);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/40\u00a0Mo/);
    expect(await storedFiles()).toEqual([]);

    const login = await call('POST', '/api/login', null, JSON.stringify({ email: 'x@y.fr', password: 'p'.repeat(2 * 1024 * 1024) }));
    expect(login.status).toBe(413);
  });
});

describe('GET /api/kyc-cgp/files/{id}', () => {
  async function uploadedId(): Promise<number> {
    const res = await upload('conseiller@lrp.demo', [{ document_type: 'kbis', document_content: b64(PDF) }]);
    return res.body.data.kbis.id;
  }

  it('serves the file to its owner as an attachment that is not sniffed', async () => {
    const id = await uploadedId();
    const res = await call('GET', `/api/kyc-cgp/files/${id}`, 'conseiller@lrp.demo');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="kbis.pdf"; filename*=UTF-8''kbis.pdf`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
  });

  it("sends the stored file's real length even when the recorded size is wrong", async () => {
    const id = await uploadedId();
    await t.db.update(kycDocuments).set({ size: 184_320 }).where(eq(kycDocuments.id, id));
    const res = await call('GET', `/api/kyc-cgp/files/${id}`, 'conseiller@lrp.demo');
    expect(res.headers.get('content-length')).toBe(String(PDF.length));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
  });

  it('answers 404 to another adviser, to staff (the back office has its own route) and to unknown ids', async () => {
    const id = await uploadedId();
    expect((await call('GET', `/api/kyc-cgp/files/${id}`, 'conseiller@lci.demo')).status).toBe(404);
    expect((await call('GET', `/api/kyc-cgp/files/${id + 1000}`, 'conseiller@lrp.demo')).status).toBe(404);
    expect((await call('GET', `/api/kyc-cgp/files/${id}`, 'staff@back-office.demo')).status).toBe(404);
    expect((await call('GET', `/api/kyc-cgp/files/${id}`, null)).status).toBe(401);
  });
});
