import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { rateLimits } from '../schema';

/** Atomic upsert-increment: correct with many API instances on one database. */
export async function incrementRateCount(db: DbOrTx, params: { key: string; windowStart: Date }): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key: params.key, windowStart: params.windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

export async function decrementRateCount(db: DbOrTx, params: { key: string; windowStart: Date }): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, params.key), eq(rateLimits.windowStart, params.windowStart)));
}

export async function deleteRateCounts(db: DbOrTx, params: { key: string }): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, params.key));
}
