import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../db/queries/back-office/audit';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

type Line = { action: string; target_id: string; marques: string[] };

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let staff: { id: number; email: string; token: string };
let lciStaff: string;
let isStaff: string;
let everyBrandStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  const member = await t.fixtures.user({ email: 'audit@lrp.demo', brandCode: 'lrp', role: 'staff' });
  staff = { ...member, token: await f.token(member.id) };
  lciStaff = await f.token((await t.fixtures.user({ email: 'audit@lci.demo', brandCode: 'lci', role: 'staff' })).id);
  isStaff = await f.token((await t.fixtures.user({ email: 'audit@is.demo', brandCode: 'is', role: 'staff' })).id);
  const all = await t.fixtures.user({ email: 'audit@back-office.demo', brandCode: 'is', role: 'staff' });
  await t.fixtures.assignBrands(all.id, ['lrp', 'lci', 'is', 'icm']);
  everyBrandStaff = await f.token(all.id);
  for (const [i, targetId] of ['11', '12', '13'].entries()) {
    await recordAudit(t.db, { actor: staff, action: 'lot.update', targetType: 'lot', targetId, brandCodes: ['lrp'], details: { reference: `L${targetId}` }, now: new Date(Date.UTC(2026, 0, 1 + i)) });
  }
});
afterAll(() => t.close());

const lines = async (token: string, q: string): Promise<Line[]> =>
  (await t.call('GET', `/api/back-office/audit?q=${encodeURIComponent(q)}`, { token })).body.data.data;

describe('audit log', () => {
  it('lists the brand’s lines newest first and finds them by text', async () => {
    const all = await t.call('GET', '/api/back-office/audit', { token: staff.token });
    expect(all.body.data.data.map((e: Line) => e.target_id)).toEqual(['13', '12', '11']);
    const found = await t.call('GET', '/api/back-office/audit?q=L12', { token: staff.token });
    expect(found.body.data.data.map((e: Line) => e.target_id)).toEqual(['12']);
  });

  it('hides a line of one brand from the staff of another brand', async () => {
    expect((await lines(staff.token, 'L11')).map((line) => line.marques)).toEqual([['lrp']]);
    expect(await lines(lciStaff, 'L11')).toEqual([]);
    expect(await lines(isStaff, 'L11')).toEqual([]);
  });

  it('shows a lot change on a residence lrp and lci share, made by all-brand staff, to lrp and lci staff but not to staff of a brand that does not distribute it', async () => {
    const residence = await f.residence({ name: 'Les Voiles Partagées', brands: ['lrp', 'lci'] });
    const lot = await f.lot(residence.id, 'PARTAGE1');
    expect((await t.call('PUT', `/api/back-office/lots/${lot.id}`, { token: everyBrandStaff, body: { status: 'reserved', price: 240_000 } })).status).toBe(200);
    for (const token of [staff.token, lciStaff, everyBrandStaff]) {
      expect(await lines(token, 'PARTAGE1')).toEqual([expect.objectContaining({ action: 'lot.update', target_id: String(lot.id), marques: ['lci', 'lrp'] })]);
    }
    expect(await lines(isStaff, 'PARTAGE1')).toEqual([]);
  });

  it('records a file added to a residence of every brand against every brand, so each brand’s staff sees it', async () => {
    const residence = await f.residence({ name: 'Le Domaine Commun', brands: null });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
    const added = await t.call('POST', `/api/back-office/programmes/${residence.id}/files`, { token: everyBrandStaff, body: { kind: 'document', title: 'Notice', content: pdf } });
    expect(added.status).toBe(201);
    for (const token of [staff.token, lciStaff, isStaff]) {
      expect(await lines(token, 'Le Domaine Commun')).toEqual([expect.objectContaining({ action: 'programme.file_add', marques: ['icm', 'is', 'lci', 'lrp'] })]);
    }
  });

  it('shows a line about no brand in particular to all-brand staff only', async () => {
    await recordAudit(t.db, { actor: staff, action: 'kyc.accept', targetType: 'kyc_document', targetId: 99, brandCodes: [], details: { reference: 'SANSMARQUE' }, now: new Date(Date.UTC(2026, 0, 9)) });
    expect(await lines(everyBrandStaff, 'SANSMARQUE')).toEqual([expect.objectContaining({ target_id: '99', marques: [] })]);
    for (const token of [staff.token, lciStaff, isStaff]) expect(await lines(token, 'SANSMARQUE')).toEqual([]);
  });

  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    const before = (await t.call('GET', '/api/back-office/audit', { token: everyBrandStaff })).body.data.total;
    await expect(t.db.execute(sql`update audit_log set action = 'kyc.accept'`)).rejects.toThrow();
    await expect(t.db.execute(sql`update audit_log set brand_codes = '{}'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await t.call('GET', '/api/back-office/audit', { token: everyBrandStaff })).body.data.total).toBe(before);
    expect((await t.call('GET', '/api/back-office/audit?q=L1', { token: staff.token })).body.data.total).toBe(3);
  });

  it('has no route that changes it', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await t.call(method, '/api/back-office/audit', { token: staff.token, body: {} })).status).toBe(404);
    }
  });
});
