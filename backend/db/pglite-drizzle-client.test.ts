import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleReadyClient } from './pglite-drizzle-client';

// One value of every type drizzle asks as text, of their element types, and of types it leaves to PGlite.
const VALUES = sql`select
  timestamp '2026-03-01 10:20:30.123' as ts, timestamptz '2026-03-01 10:20:30+02' as tstz, interval '1 day 2 hours' as span,
  date '2026-03-01' as day, array[1.5, 2.25]::numeric[] as amounts, array[timestamp '2026-03-01 10:00']::timestamp[] as tss,
  array[timestamptz '2026-03-01 10:00+00']::timestamptz[] as tstzs, array[interval '3 minutes']::interval[] as spans,
  array[date '2026-03-02']::date[] as days, 42::int as n, 42::bigint as big, 1.5::numeric as amount, true as yes,
  '{"a":1}'::jsonb as doc, array[1, 2]::int[] as ns, array['a', 'b']::text[] as words`;

describe('the PGlite client drizzle is given', () => {
  let stock: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    [stock, client] = await Promise.all([PGlite.create(), PGlite.create()]);
  });
  afterAll(async () => {
    await Promise.all([stock.close(), client.close()]);
  });

  it('reads every type as drizzle does with its own per-query parsers', async () => {
    const expected = await drizzle({ client: stock }).execute(VALUES);
    const read = await drizzle({ client: drizzleReadyClient(client) }).execute(VALUES);
    expect(read.rows).toEqual(expected.rows);
    expect(typeof read.rows[0]?.tstz).toBe('string');
  });

  it('reads the same values inside a transaction', async () => {
    const expected = await drizzle({ client: stock }).transaction((tx) => tx.execute(VALUES));
    const read = await drizzle({ client: drizzleReadyClient(client) }).transaction((tx) => tx.execute(VALUES));
    expect(read.rows).toEqual(expected.rows);
  });

  it('rolls a failed transaction back', async () => {
    const db = drizzle({ client: drizzleReadyClient(client) });
    await db.execute(sql`create table if not exists kept (id int primary key)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into kept values (1)`);
        await tx.execute(sql`insert into kept values (1)`);
      }),
    ).rejects.toThrow();
    expect((await db.execute(sql`select count(*)::int as n from kept`)).rows).toEqual([{ n: 0 }]);
  });
});
