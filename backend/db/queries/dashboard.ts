import { and, asc, count, eq, inArray, notInArray, sql, sum } from 'drizzle-orm';
import { clients, disputes, liveOptionStatuses, options, reservations, sales, users } from '../schema';
import type { DbOrTx } from '../tx';

const total = (column: Parameters<typeof sum>[0]) => sql<number>`coalesce(${sum(column)}, 0)::int`;

/** Figures of one adviser's or several advisers' books, read from their own rows only. */
export async function bookFigures(db: DbOrTx, params: { adviserIds: number[] }) {
  const ids = params.adviserIds.length ? params.adviserIds : [-1];
  const [liveOptions, [reserved], salesByStatus, [clientCount], [openDisputes]] = await Promise.all([
    db
      .select({ status: options.status, n: count() })
      .from(options)
      .where(and(inArray(options.adviserId, ids), inArray(options.status, [...liveOptionStatuses])))
      .groupBy(options.status),
    db
      .select({ n: count(), amount: total(reservations.price) })
      .from(reservations)
      .where(and(inArray(reservations.adviserId, ids), notInArray(reservations.status, ['withdrawn', 'cancelled']))),
    db
      .select({ status: sales.status, n: count(), amount: total(sales.amount), commission: total(sales.commission) })
      .from(sales)
      .where(inArray(sales.adviserId, ids))
      .groupBy(sales.status),
    db.select({ n: count() }).from(clients).where(inArray(clients.adviserId, ids)),
    db
      .select({ n: count() })
      .from(disputes)
      .where(and(inArray(disputes.adviserId, ids), inArray(disputes.status, ['open', 'in_progress']))),
  ]);
  return { liveOptions, reserved, salesByStatus, clients: clientCount?.n ?? 0, openDisputes: openDisputes?.n ?? 0 };
}

/** The advisers a director oversees: the active advisers of the director's brand, the director included. */
export async function directionAdvisers(db: DbOrTx, params: { brandCode: string }) {
  return db
    .select({ id: users.id, prenom: users.prenom, nom: users.nom, cabinet: users.cabinet })
    .from(users)
    .where(and(eq(users.brandCode, params.brandCode), eq(users.role, 'cgp'), sql`${users.activatedAt} is not null`))
    .orderBy(asc(users.nom), asc(users.prenom), asc(users.id));
}

/** Signed and deeded sales per adviser, for the director's ranking. */
export async function salesByAdviser(db: DbOrTx, params: { adviserIds: number[] }) {
  if (!params.adviserIds.length) return [];
  return db
    .select({ adviserId: sales.adviserId, n: count(), amount: total(sales.amount) })
    .from(sales)
    .where(and(inArray(sales.adviserId, params.adviserIds), inArray(sales.status, ['signed', 'acte'])))
    .groupBy(sales.adviserId);
}
