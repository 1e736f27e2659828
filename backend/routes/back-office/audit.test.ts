import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../db/queries/back-office/audit';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: { id: number; email: string; token: string };
let lciStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  const f = sellingFixtures(t);
  const member = await t.fixtures.user({ email: 'audit@lrp.demo', brandCode: 'lrp', role: 'staff' });
  staff = { ...member, token: await f.token(member.id) };
  lciStaff = await f.token((await t.fixtures.user({ email: 'audit@lci.demo', brandCode: 'lci', role: 'staff' })).id);
  for (const [i, targetId] of ['11', '12', '13'].entries()) {
    await recordAudit(t.db, { actor: staff, action: 'lot.update', targetType: 'lot', targetId, brandCode: 'lrp', details: { reference: `L${targetId}` }, now: new Date(Date.UTC(2026, 0, 1 + i)) });
  }
});
afterAll(() => t.close());

describe('audit log', () => {
  it('lists the brand’s lines newest first and finds them by text', async () => {
    const all = await t.call('GET', '/api/back-office/audit', { token: staff.token });
    expect(all.body.data.data.map((e: { target_id: string }) => e.target_id)).toEqual(['13', '12', '11']);
    const found = await t.call('GET', '/api/back-office/audit?q=L12', { token: staff.token });
    expect(found.body.data.data.map((e: { target_id: string }) => e.target_id)).toEqual(['12']);
    expect((await t.call('GET', '/api/back-office/audit', { token: lciStaff })).body.data.data).toEqual([]);
  });

  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    await expect(t.db.execute(sql`update audit_log set action = 'kyc.accept'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await t.call('GET', '/api/back-office/audit', { token: staff.token })).body.data.total).toBe(3);
  });

  it('has no route that changes it', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await t.call(method, '/api/back-office/audit', { token: staff.token, body: {} })).status).toBe(404);
    }
  });
});
