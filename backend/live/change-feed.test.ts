import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/client';
import { lastChangeEventId, readChangeEvents, type ChangeEventRow, type Listener } from '../db/queries/change-events';
import { changeEvents } from '../db/schema';
import { createTestDb } from '../test/test-db';
import { startChangeFeed, takeAfter, type ChangeFeed, type Watch } from './change-feed';

let opened: OpenedDatabase;
let feed: ChangeFeed;
beforeAll(async () => {
  opened = await createTestDb();
  feed = await startChangeFeed({ db: opened.db, listen: opened.listen, warn: () => {} });
});
afterAll(async () => {
  await feed.stop();
  await opened.close();
});

const listeners: Listener[] = [
  { role: 'cgp', userId: 1, brandCode: 'lrp' },
  { role: 'cgp', userId: 2, brandCode: 'lci' },
  { role: 'staff', brandCodes: ['lrp'] },
  { role: 'staff', brandCodes: ['lci', 'is'] },
];
/** Every kind of event: catalogue for all brands, for some, and personal ones of both brands. */
const events: (typeof changeEvents.$inferInsert)[] = [
  { topic: 'lot', brands: null, refId: 1, residenceId: 1 },
  { topic: 'lot', brands: ['lrp'], refId: 2, residenceId: 2 },
  { topic: 'lot', brands: ['lci', 'is'], refId: 3, residenceId: 3 },
  { topic: 'kyc', userId: 1, brandCode: 'lrp', refId: 4 },
  { topic: 'message', userId: 2, brandCode: 'lci', refId: 5 },
  { topic: 'reservation', userId: 3, brandCode: 'lrp', refId: 6 },
];

describe('change feed', () => {
  it('hands each watch what its listener may hear of, the same share a resuming read finds', async () => {
    const after = await lastChangeEventId(opened.db);
    const watches = listeners.map((listener) => feed.watch(listener));
    await opened.db.insert(changeEvents).values(events);

    for (const [index, listener] of listeners.entries()) {
      const pushed = (await watches[index].take(10_000)) ?? [];
      const read = await readChangeEvents(opened.db, { listener, after });
      expect(pushed.map((row) => row.refId)).toEqual(read.rows.map((row) => row.refId));
      watches[index].close();
    }
    const shares = await Promise.all(listeners.map(async (listener) => (await readChangeEvents(opened.db, { listener, after })).rows.map((row) => row.refId)));
    expect(shares).toEqual([[1, 2, 4], [1, 3, 5], [1, 2, 4, 6], [1, 3, 5]]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('still pushes an event committed while its listening connection was lost', async () => {
    const watch = feed.watch(listeners[0]);
    await opened.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "change_events"' and datname = current_database()`);
    await opened.db.insert(changeEvents).values({ topic: 'lot', brands: null, refId: 7, residenceId: 1 });
    expect((await watch.take(10_000))?.map((row) => row.refId)).toEqual([7]);
    watch.close();
  });

  it('ends its watches when it stops', async () => {
    const own = await startChangeFeed({ db: opened.db, listen: opened.listen, warn: () => {} });
    const watch = own.watch(listeners[0]);
    const taking = watch.take(60_000);
    expect(own.openWatches).toBe(1);
    await own.stop();
    expect(await taking).toBeNull();
  });
});

describe('takeAfter', () => {
  const row = (id: number): ChangeEventRow => ({ id, topic: 'lot', userId: null, brandCode: null, brands: null, refId: id, residenceId: 1 });
  /** A watch handing out the given batches one take at a time, then nothing until the timeout. */
  const batches = (...queued: ChangeEventRow[][]): Watch => ({
    take: async (timeoutMs) => queued.shift() ?? (await new Promise<ChangeEventRow[]>((resolve) => setTimeout(() => resolve([]), timeoutMs))),
    close: () => {},
  });

  it('skips a batch the read already answered and goes on waiting for a newer event', async () => {
    const rows = await takeAfter(batches([row(3)], [row(3), row(4)]), 3, 1_000, new AbortController().signal);
    expect(rows.map((event) => event.id)).toEqual([4]);
  });

  it('answers nothing when only answered events came before the timeout', async () => {
    expect(await takeAfter(batches([row(2), row(3)]), 3, 50, new AbortController().signal)).toEqual([]);
  });
});
