import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '../db/schema';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let lrp: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let lci: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let lrpStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  lrp = await f.adviser('direct@lrp.demo', 'lrp');
  lci = await f.adviser('direct@lci.demo', 'lci');
  lrpStaff = await f.token((await t.fixtures.user({ email: 'direct-equipe@lrp.demo', brandCode: 'lrp', role: 'staff' })).id);
});
afterAll(() => t.close());

const head = async (token: string) => (await t.call('GET', '/api/events', { token })).body.last_id as number;
const after = async (token: string, id: number) => (await t.call('GET', `/api/events?after=${id}`, { token })).body;

describe('GET /api/events', () => {
  it('tells advisers of their brand’s lot changes only', async () => {
    const lrpOnly = await f.residence({ name: 'Réservée LRP', brands: ['lrp'] });
    const lot = await f.lot(lrpOnly.id, 'E1');
    const [fromLrp, fromLci] = [await head(lrp.token), await head(lci.token)];
    await t.db.update(lots).set({ status: 'sold' }).where(eq(lots.id, lot.id));

    const seen = await after(lrp.token, fromLrp);
    expect(seen.data).toEqual([{ id: expect.any(Number), topic: 'lot', ref_id: lot.id, residence_id: lrpOnly.id }]);
    const other = await after(lci.token, fromLci);
    expect(other.data).toEqual([]);
    expect(other.last_id).toBe(seen.last_id);
  });

  it('tells an adviser of its own thread and staff of its brand, nobody else', async () => {
    const marks = { lrp: await head(lrp.token), lci: await head(lci.token), staff: await head(lrpStaff) };
    const thread = await t.call('POST', '/api/messages/threads', { token: lrp.token, body: { subject: 'Direct', body: 'Bonjour' } });
    const event = { topic: 'message', ref_id: thread.body.data.id, residence_id: null };
    expect((await after(lrp.token, marks.lrp)).data).toEqual([expect.objectContaining(event)]);
    expect((await after(lrpStaff, marks.staff)).data).toEqual([expect.objectContaining(event)]);
    expect((await after(lci.token, marks.lci)).data).toEqual([]);
  });

  it('waits for the next event when asked to, and answers empty when none comes', async () => {
    const mark = await head(lrp.token);
    const started = Date.now();
    const empty = await t.call('GET', `/api/events?after=${mark}&wait=1`, { token: lrp.token });
    expect(empty.body).toEqual({ data: [], last_id: mark });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);

    const waiting = t.call('GET', `/api/events?after=${mark}&wait=5`, { token: lrp.token });
    await t.call('POST', '/api/messages/threads', { token: lrp.token, body: { subject: 'Attente', body: 'Bonjour' } });
    expect((await waiting).body.data).toEqual([expect.objectContaining({ topic: 'message' })]);
  });

  it('refuses a bad cursor and a missing token', async () => {
    expect((await t.call('GET', '/api/events?after=-1', { token: lrp.token })).status).toBe(422);
    expect((await t.call('GET', '/api/events?wait=60', { token: lrp.token })).status).toBe(422);
    expect((await t.call('GET', '/api/events')).status).toBe(401);
  });
});
