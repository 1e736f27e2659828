import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { liveOptionStatuses, lots, options, reservations } from '../schema';
import type { DbOrTx } from '../tx';

/** Lots of a residence by status: the programme's own progress, the same for every adviser who sees it. */
export async function lotsByStatus(db: DbOrTx, params: { residenceId: number }) {
  return db.select({ status: lots.status, n: count() }).from(lots).where(eq(lots.residenceId, params.residenceId)).groupBy(lots.status);
}

const lotOf = (residenceId: number) => (column: typeof options.lotId | typeof reservations.lotId) =>
  inArray(column, sql`(select ${lots.id} from ${lots} where ${lots.residenceId} = ${residenceId})`);

/** The caller's live options and live reservations on the lots of a residence. */
export async function residenceBook(db: DbOrTx, params: { adviserId: number; residenceId: number }) {
  const onResidence = lotOf(params.residenceId);
  const [liveOptions, [reserved]] = await Promise.all([
    db
      .select({ status: options.status, n: count() })
      .from(options)
      .where(and(eq(options.adviserId, params.adviserId), inArray(options.status, [...liveOptionStatuses]), onResidence(options.lotId)))
      .groupBy(options.status),
    db
      .select({ n: count(), amount: sql<number>`coalesce(sum(${reservations.price}), 0)::int` })
      .from(reservations)
      .where(and(eq(reservations.adviserId, params.adviserId), notInArray(reservations.status, ['withdrawn', 'cancelled']), onResidence(reservations.lotId))),
  ]);
  return { liveOptions, reserved: { count: reserved?.n ?? 0, amount: reserved?.amount ?? 0 } };
}
