import { and, asc, eq, gt, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { changeEvents, type ChangeTopic } from '../schema';
import type { DbOrTx } from '../tx';

const BATCH = 100;

/** Who is listening: an adviser hears of its brand's catalogue and its own documents and threads; staff, of its brands'. */
export type Listener = { role: 'cgp'; userId: number; brandCode: string } | { role: 'staff'; brandCodes: string[] };

const STAFF_TOPICS = ['kyc', 'message', 'reservation'] as const;
const brandsOf = (listener: Listener) => (listener.role === 'cgp' ? [listener.brandCode] : listener.brandCodes);

/** The listener's share of the events, in SQL for reads that resume after an id (`hears` says the same of a row). */
function scopeOf(listener: Listener): SQL {
  const brands = brandsOf(listener);
  const catalogue = and(
    eq(changeEvents.topic, 'lot'),
    or(isNull(changeEvents.brands), sql`${changeEvents.brands} ?| string_to_array(${brands.join(',')}, ',')`),
  );
  const personal =
    listener.role === 'cgp' ? eq(changeEvents.userId, listener.userId) : and(inArray(changeEvents.topic, STAFF_TOPICS), inArray(changeEvents.brandCode, brands));
  return or(catalogue, personal)!;
}

const fullRow = {
  id: changeEvents.id,
  topic: changeEvents.topic,
  userId: changeEvents.userId,
  brandCode: changeEvents.brandCode,
  brands: changeEvents.brands,
  refId: changeEvents.refId,
  residenceId: changeEvents.residenceId,
};
export type ChangeEventRow = {
  id: number;
  topic: ChangeTopic;
  userId: number | null;
  brandCode: string | null;
  brands: string[] | null;
  refId: number;
  residenceId: number | null;
};

/** The listener's share of the events, for a row already read (`scopeOf` says the same in SQL). */
export function hears(listener: Listener, row: ChangeEventRow): boolean {
  const brands = brandsOf(listener);
  if (row.topic === 'lot' && (row.brands === null || row.brands.some((brand) => brands.includes(brand)))) return true;
  if (listener.role === 'cgp') return row.userId === listener.userId;
  return (STAFF_TOPICS as readonly string[]).includes(row.topic) && row.brandCode !== null && brands.includes(row.brandCode);
}

/**
 * Events after `after` that the listener may hear of, and the id to resume after: the last of them, so the
 * cursor only ever counts what the listener may see. Without `after`, none: the cursor tells where the
 * listener's share of the stream stands now.
 */
export async function readChangeEvents(db: DbOrTx, params: { listener: Listener; after?: number }) {
  if (params.after === undefined) {
    const [head] = await db.select({ id: max(changeEvents.id) }).from(changeEvents).where(scopeOf(params.listener));
    return { rows: [], lastId: Number(head?.id ?? 0) };
  }
  const rows = await db
    .select(fullRow)
    .from(changeEvents)
    .where(and(gt(changeEvents.id, params.after), scopeOf(params.listener)))
    .orderBy(asc(changeEvents.id))
    .limit(BATCH);
  return { rows, lastId: rows.at(-1)?.id ?? params.after };
}

/** Every event after `after` (at most `limit`), whoever may hear of it: what one instance reads for all its streams. */
export function readEventsAfter(db: DbOrTx, params: { after: number; limit: number }): Promise<ChangeEventRow[]> {
  return db.select(fullRow).from(changeEvents).where(gt(changeEvents.id, params.after)).orderBy(asc(changeEvents.id)).limit(params.limit);
}

/** The id of the last event committed so far. */
export async function lastChangeEventId(db: DbOrTx): Promise<number> {
  const [head] = await db.select({ id: max(changeEvents.id) }).from(changeEvents);
  return Number(head?.id ?? 0);
}
