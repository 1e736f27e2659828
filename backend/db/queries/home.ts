import { and, asc, count, desc, eq, gt, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { clients, liveOptionStatuses, lots, messages, options, reservations, residences, sales, threads } from '../schema';
import type { DbOrTx } from '../tx';
import { residenceVisibleTo, type Caller } from './catalogue-scope';
import { monthOf, type MonthRange } from './stats';

/** The caller's placed options whose expiry falls between now and `until`, soonest first. */
export async function expiringOptions(db: DbOrTx, params: { adviserId: number; now: Date; until: Date }) {
  return db
    .select({
      id: options.id,
      expiresAt: options.expiresAt,
      lotReference: lots.reference,
      residenceId: residences.id,
      residenceName: residences.name,
      clientPrenom: clients.prenom,
      clientNom: clients.nom,
    })
    .from(options)
    .innerJoin(lots, eq(lots.id, options.lotId))
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .leftJoin(clients, eq(clients.id, options.clientId))
    .where(and(eq(options.adviserId, params.adviserId), eq(options.status, 'placed'), gt(options.expiresAt, params.now), lte(options.expiresAt, params.until)))
    .orderBy(asc(options.expiresAt), asc(options.id));
}

/** The caller's threads holding back-office messages not read yet, latest first. */
export async function unreadThreads(db: DbOrTx, params: { userId: number }) {
  return db
    .select({ id: threads.id, subject: threads.subject, unread: count(), lastAt: sql<Date>`max(${messages.createdAt})`.mapWith(threads.updatedAt) })
    .from(threads)
    .innerJoin(messages, eq(messages.threadId, threads.id))
    .where(and(eq(threads.userId, params.userId), eq(messages.authorRole, 'staff'), isNull(messages.readAt)))
    .groupBy(threads.id)
    .orderBy(desc(sql`max(${messages.createdAt})`), desc(threads.id));
}

/**
 * Residences where the caller has live options, live reservations or sales of the period, among those the caller
 * may see, most sold first.
 */
export async function residenceActivity(db: DbOrTx, params: { caller: Caller; range: MonthRange; limit: number }) {
  const adviserId = params.caller.id;
  const optionsOf = db
    .select({ residenceId: lots.residenceId, n: count().as('options_n') })
    .from(options)
    .innerJoin(lots, eq(lots.id, options.lotId))
    .where(and(eq(options.adviserId, adviserId), inArray(options.status, [...liveOptionStatuses])))
    .groupBy(lots.residenceId)
    .as('o');
  const reservationsOf = db
    .select({ residenceId: lots.residenceId, n: count().as('reservations_n') })
    .from(reservations)
    .innerJoin(lots, eq(lots.id, reservations.lotId))
    .where(and(eq(reservations.adviserId, adviserId), notInArray(reservations.status, ['withdrawn', 'cancelled'])))
    .groupBy(lots.residenceId)
    .as('r');
  const salesOf = db
    .select({ residenceId: lots.residenceId, n: count().as('sales_n'), amount: sql<number>`sum(${sales.amount})::int`.as('sales_amount') })
    .from(sales)
    .innerJoin(lots, eq(lots.id, sales.lotId))
    .where(and(eq(sales.adviserId, adviserId), sql`${sales.status} <> 'cancelled'`, sql`${monthOf(sales.createdAt)} between ${params.range.from} and ${params.range.to}`))
    .groupBy(lots.residenceId)
    .as('s');
  const amount = sql<number>`coalesce(${salesOf.amount}, 0)::int`;
  return db
    .select({
      id: residences.id,
      name: residences.name,
      city: residences.city,
      options: sql<number>`coalesce(${optionsOf.n}, 0)::int`,
      reservations: sql<number>`coalesce(${reservationsOf.n}, 0)::int`,
      sales: sql<number>`coalesce(${salesOf.n}, 0)::int`,
      amount,
    })
    .from(residences)
    .leftJoin(optionsOf, eq(optionsOf.residenceId, residences.id))
    .leftJoin(reservationsOf, eq(reservationsOf.residenceId, residences.id))
    .leftJoin(salesOf, eq(salesOf.residenceId, residences.id))
    .where(and(residenceVisibleTo(params.caller), sql`coalesce(${optionsOf.n}, 0) + coalesce(${reservationsOf.n}, 0) + coalesce(${salesOf.n}, 0) > 0`))
    .orderBy(desc(amount), desc(sql`coalesce(${optionsOf.n}, 0)`), asc(residences.name), asc(residences.id))
    .limit(params.limit);
}
