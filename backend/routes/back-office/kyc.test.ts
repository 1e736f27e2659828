import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycDocuments, kycDocumentTypes } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let lrpStaff: string;
let lciStaff: string;
let adviser: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  await t.db.insert(kycDocumentTypes).values([
    { key: 'rib', label: 'RIB', position: 1 },
    { key: 'kbis', label: 'Extrait Kbis', position: 2 },
  ]);
  adviser = await f.adviser('pieces@lrp.demo', 'lrp');
  lrpStaff = await f.token((await t.fixtures.user({ email: 'kyc@lrp.demo', brandCode: 'lrp', role: 'staff' })).id);
  lciStaff = await f.token((await t.fixtures.user({ email: 'kyc@lci.demo', brandCode: 'lci', role: 'staff' })).id);
});
afterAll(() => t.close());

async function waiting(documentType: string, uploadedAt: Date, userId = adviser.user.id) {
  const [row] = await t.db
    .insert(kycDocuments)
    .values({ userId, documentType, state: 'EN ATTENTE', filePath: null, uploadedAt, updatedAt: uploadedAt })
    .onConflictDoUpdate({ target: [kycDocuments.userId, kycDocuments.documentType], set: { state: 'EN ATTENTE', uploadedAt, reason: null } })
    .returning();
  return row;
}

describe('GET /api/back-office/kyc', () => {
  it('lists waiting documents of the caller’s brands oldest first, filtered by brand and type', async () => {
    const other = await f.adviser('pieces@lci.demo', 'lci');
    const newer = await waiting('rib', new Date('2026-03-02T10:00:00Z'));
    const older = await waiting('kbis', new Date('2026-03-01T10:00:00Z'));
    await waiting('rib', new Date('2026-02-01T10:00:00Z'), other.user.id);

    const queue = await t.call('GET', '/api/back-office/kyc', { token: lrpStaff });
    expect(queue.body.data.map((d: { id: number }) => d.id)).toEqual([older.id, newer.id]);
    expect(queue.body.data[0]).toMatchObject({ nom: 'Extrait Kbis', email: 'pieces@lrp.demo', marque: 'lrp' });
    const ribs = await t.call('GET', '/api/back-office/kyc?type=rib', { token: lrpStaff });
    expect(ribs.body.data.map((d: { id: number }) => d.id)).toEqual([newer.id]);
    const foreignBrand = await t.call('GET', '/api/back-office/kyc?brand=lci', { token: lrpStaff });
    expect(foreignBrand.body.data).toEqual([]);
  });
});

describe('PUT /api/back-office/kyc/{id}', () => {
  it('refuses with the reason: the adviser sees it on its documents, gets a notice and a mail, the audit log a line', async () => {
    const doc = await waiting('rib', new Date('2026-03-03T10:00:00Z'));
    const res = await t.call('PUT', `/api/back-office/kyc/${doc.id}`, { token: lrpStaff, body: { state: 'KO', reason: 'RIB illisible' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Pièce refusée', data: { id: doc.id, state: 'KO', motif: 'RIB illisible' } });

    const list = await t.call('GET', '/api/kyc-cgp/list', { token: adviser.token });
    expect(list.body.data.rib).toMatchObject({ state: 'KO', motif: 'RIB illisible' });
    const notices = await t.call('GET', '/api/notifications', { token: adviser.token });
    expect(notices.body.data.data[0]).toMatchObject({ kind: 'kyc_refused' });
    const mails = await t.mails();
    expect(mails.some((m) => m.raw.includes('pieces@lrp.demo') && m.raw.includes('RIB illisible'))).toBe(true);
    const audit = await t.call('GET', '/api/back-office/audit?q=RIB%20illisible', { token: lrpStaff });
    expect(audit.body.data.data[0]).toMatchObject({ actor: 'kyc@lrp.demo', action: 'kyc.refuse', target_type: 'kyc_document', target_id: String(doc.id), marques: ['lrp'] });
  });

  it('accepts without a reason and clears any former one', async () => {
    const doc = await waiting('kbis', new Date('2026-03-04T10:00:00Z'));
    const res = await t.call('PUT', `/api/back-office/kyc/${doc.id}`, { token: lrpStaff, body: { state: 'OK', reason: 'ignoré' } });
    expect(res.body.data).toEqual({ id: doc.id, state: 'OK', motif: null });
  });

  it('needs a reason to refuse and a known state', async () => {
    const doc = await waiting('rib', new Date('2026-03-05T10:00:00Z'));
    const noReason = await t.call('PUT', `/api/back-office/kyc/${doc.id}`, { token: lrpStaff, body: { state: 'KO', reason: '  ' } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: ['Indiquez le motif du refus'] });
    const badState = await t.call('PUT', `/api/back-office/kyc/${doc.id}`, { token: lrpStaff, body: { state: 'EN ATTENTE' } });
    expect(badState.status).toBe(422);
    expect(badState.body.errors.state).toEqual(['Choisissez Valider ou Refuser']);
  });

  it('answers 404 to staff of another brand, and for an unknown document', async () => {
    const doc = await waiting('rib', new Date('2026-03-06T10:00:00Z'));
    expect((await t.call('PUT', `/api/back-office/kyc/${doc.id}`, { token: lciStaff, body: { state: 'OK' } })).status).toBe(404);
    expect((await t.call('GET', `/api/back-office/kyc/${doc.id}/file`, { token: lciStaff })).status).toBe(404);
    expect((await t.call('PUT', '/api/back-office/kyc/999999', { token: lrpStaff, body: { state: 'OK' } })).status).toBe(404);
  });
});
