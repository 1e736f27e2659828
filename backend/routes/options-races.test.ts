import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, options, reservations } from '../db/schema';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

// Parallel requests on one option or one adviser: on PostgreSQL (TEST_DATABASE_URL) they really interleave.
let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let adviser: { token: string; user: { id: number } };
let residenceId: number;
let clientId: number;
let lotSeq = 0;
const CAP = 4;

beforeAll(async () => {
  t = await createTestApp({ selling: { maxLiveOptions: CAP } });
  f = sellingFixtures(t);
  adviser = await f.adviser('course@is.demo');
  residenceId = (await f.residence()).id;
  clientId = (await f.client(adviser.user.id, { email: 'client.course@client.example' })).id;
});
afterAll(() => t.close());

const due = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const newLot = async () => (await f.lot(residenceId, `R${++lotSeq}`)).id;
const call = (method: string, url: string, body?: object) => t.call(method, url, { token: adviser.token, body });
const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

async function contractReady() {
  const lotId = await newLot();
  const id = (await call('POST', '/api/options', { lot_id: lotId, client_id: clientId })).body.data.id as number;
  const info = await call('POST', `/api/options/${id}/infos-contrat-reservation`, { deposit: 1_000, sale_due_date: due(200), financing: 'comptant' });
  expect(info.status).toBe(200);
  return { id, lotId };
}

async function state(id: number, lotId: number) {
  const [option] = await t.db.select().from(options).where(eq(options.id, id));
  const [lot] = await t.db.select().from(lots).where(eq(lots.id, lotId));
  const [reservation] = await t.db.select().from(reservations).where(eq(reservations.optionId, id));
  return { option: option.status, lot: lot.status, reservation: reservation?.status };
}

describe('option steps under concurrency', () => {
  it('notifies a contract once when 30 notifications race: one 200, the others 409, two mails', async () => {
    const { id } = await contractReady();
    const before = (await t.mails()).length;
    const results = await Promise.all(Array.from({ length: 30 }, () => call('POST', `/api/options/${id}/send-notification-contrat`)));
    expect(statuses(results)).toEqual([200, ...Array(29).fill(409)]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe("Cette option n'est plus active.");
    expect((await t.mails()).length - before).toBe(2);
  });

  it('leaves a consistent option, lot and reservation when a release races a notification', async () => {
    for (let round = 0; round < 4; round++) {
      const { id, lotId } = await contractReady();
      const before = (await t.mails()).length;
      const [release, notify] = await Promise.all([
        call('DELETE', `/api/options/${id}`),
        call('POST', `/api/options/${id}/send-notification-contrat`),
      ]);
      expect(statuses([release, notify])).toEqual([200, 409]);
      const sent = (await t.mails()).length - before;
      if (notify.status === 200) {
        expect(await state(id, lotId)).toEqual({ option: 'notified', lot: 'reserved', reservation: 'notified' });
        expect(sent).toBe(2);
      } else {
        expect(await state(id, lotId)).toMatchObject({ option: 'released', lot: 'available' });
        expect(sent).toBe(0);
      }
    }
  });

  it('extends an option once when two extensions race', async () => {
    // An adviser of its own: the races above leave a varying number of live options, which the cap counts.
    const own = await f.adviser('prolongation@is.demo');
    const client = (await f.client(own.user.id)).id;
    const placed = await t.call('POST', '/api/options', { token: own.token, body: { lot_id: await newLot(), client_id: client } });
    expect(placed.status).toBe(201);
    const id = placed.body.data.id as number;
    const results = await Promise.all([1, 2, 3].map(() => t.call('POST', `/api/options/${id}/prolongation`, { token: own.token })));
    expect(statuses(results)).toEqual([200, 409, 409]);
    const [row] = await t.db.select().from(options).where(eq(options.id, id));
    expect(row.extensions).toBe(1);
  });

  it('holds the per-adviser cap of live options when 20 options on different lots race', async () => {
    const other = await f.adviser('plafond@is.demo');
    const client = (await f.client(other.user.id)).id;
    const lotIds = await Promise.all(Array.from({ length: 20 }, () => newLot()));
    const results = await Promise.all(
      lotIds.map((lotId) => t.call('POST', '/api/options', { token: other.token, body: { lot_id: lotId, client_id: client } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(CAP);
    expect(results.filter((r) => r.status === 409)).toHaveLength(20 - CAP);
    const after = await t.call('GET', '/api/options?status=placed&per_page=100', { token: other.token });
    expect(after.body.data.total).toBe(CAP);
  });
});
