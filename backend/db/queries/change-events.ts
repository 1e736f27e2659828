import { and, asc, eq, gt, inArray, isNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import { changeEvents } from '../schema';
import type { DbOrTx } from '../tx';

const BATCH = 100;

/** Who is listening: an adviser hears of its brand's catalogue and its own documents and threads; staff, of its brands'. */
export type Listener = { role: 'cgp'; userId: number; brandCode: string } | { role: 'staff'; brandCodes: string[] };

function scopeOf(listener: Listener): SQL {
  const brands = listener.role === 'cgp' ? [listener.brandCode] : listener.brandCodes;
  const catalogue = and(
    eq(changeEvents.topic, 'lot'),
    or(isNull(changeEvents.brands), sql`${changeEvents.brands} ?| string_to_array(${brands.join(',')}, ',')`),
  );
  const personal =
    listener.role === 'cgp' ? eq(changeEvents.userId, listener.userId) : and(inArray(changeEvents.topic, ['kyc', 'message', 'reservation']), inArray(changeEvents.brandCode, brands));
  return or(catalogue, personal)!;
}

/**
 * Events after `after` that the listener may hear of, and the id to resume after. Without `after`, none: the
 * answer only tells where the stream stands now.
 */
export async function readChangeEvents(db: DbOrTx, params: { listener: Listener; after?: number }) {
  const [head] = await db.select({ id: max(changeEvents.id) }).from(changeEvents);
  const headId = Number(head?.id ?? 0);
  if (params.after === undefined || params.after >= headId) return { rows: [], lastId: Math.max(headId, params.after ?? 0) };
  const rows = await db
    .select({ id: changeEvents.id, topic: changeEvents.topic, refId: changeEvents.refId, residenceId: changeEvents.residenceId })
    .from(changeEvents)
    .where(and(gt(changeEvents.id, params.after), lte(changeEvents.id, headId), scopeOf(params.listener)))
    .orderBy(asc(changeEvents.id))
    .limit(BATCH);
  return { rows, lastId: rows.length === BATCH ? rows[BATCH - 1].id : headId };
}
