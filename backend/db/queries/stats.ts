import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { clients, disputes, liveOptionStatuses, lots, options, sales } from '../schema';
import type { DbOrTx } from '../tx';

/** A period as its first and last `YYYY-MM` month keys (Paris time). */
export type MonthRange = { from: string; to: string };

/** `YYYY-MM` of a timestamp as seen in Paris, so a sale on the 1st at 00:30 counts in its French month. */
export const monthOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM')`;
const inRange = (column: AnyColumn, range: MonthRange) => sql`${monthOf(column)} between ${range.from} and ${range.to}`;
const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;
const notCancelled = sql`${sales.status} <> 'cancelled'`;

/** The caller's sales of a period by month and status; `residenceId` keeps the sales of that residence's lots. */
export async function salesByMonth(db: DbOrTx, params: { adviserId: number; range: MonthRange; residenceId?: number }) {
  const month = monthOf(sales.createdAt);
  return db
    .select({ month, status: sales.status, n: count(), amount: int(sql`sum(${sales.amount})`), commission: int(sql`sum(${sales.commission})`) })
    .from(sales)
    .where(
      and(
        eq(sales.adviserId, params.adviserId),
        inRange(sales.createdAt, params.range),
        params.residenceId === undefined ? undefined : inArray(sales.lotId, db.select({ id: lots.id }).from(lots).where(eq(lots.residenceId, params.residenceId))),
      ),
    )
    .groupBy(month, sales.status);
}

/** Disputes opened in a period, by month of opening and current status. */
export async function disputesOpenedByMonth(db: DbOrTx, params: { adviserId: number; range: MonthRange }) {
  const month = monthOf(disputes.openedAt);
  return db
    .select({ month, status: disputes.status, n: count() })
    .from(disputes)
    .where(and(eq(disputes.adviserId, params.adviserId), inRange(disputes.openedAt, params.range)))
    .groupBy(month, disputes.status);
}

/** Disputes closed in a period, by month of closing, with the mean number of days they stayed open. */
export async function disputesClosedByMonth(db: DbOrTx, params: { adviserId: number; range: MonthRange }) {
  const month = monthOf(disputes.closedAt);
  return db
    .select({
      month,
      n: count(),
      meanDays: sql<number>`round(avg(extract(epoch from ${disputes.closedAt} - ${disputes.openedAt}) / 86400))::int`,
    })
    .from(disputes)
    .where(and(eq(disputes.adviserId, params.adviserId), eq(disputes.status, 'closed'), inRange(disputes.closedAt, params.range)))
    .groupBy(month);
}

/** Disputes of the caller still open or in progress, whatever their age. */
export async function openDisputeCount(db: DbOrTx, params: { adviserId: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(disputes)
    .where(and(eq(disputes.adviserId, params.adviserId), inArray(disputes.status, ['open', 'in_progress'])));
  return row?.n ?? 0;
}

/** Clients the caller created in a period, by month. */
export async function newClientsByMonth(db: DbOrTx, params: { adviserId: number; range: MonthRange }) {
  const month = monthOf(clients.createdAt);
  return db
    .select({ month, n: count() })
    .from(clients)
    .where(and(eq(clients.adviserId, params.adviserId), inRange(clients.createdAt, params.range)))
    .groupBy(month);
}

/** Each client's sales (not cancelled) and disputes of the period, and live options: one page, best buyers first. */
export async function clientFigures(db: DbOrTx, params: { adviserId: number; range: MonthRange; page: number; perPage: number }) {
  const { adviserId, range } = params;
  const salesOf = db
    .select({ clientId: sales.clientId, n: count().as('sales_n'), amount: int(sql`sum(${sales.amount})`).as('sales_amount'), commission: int(sql`sum(${sales.commission})`).as('sales_commission') })
    .from(sales)
    .where(and(eq(sales.adviserId, adviserId), notCancelled, inRange(sales.createdAt, range)))
    .groupBy(sales.clientId)
    .as('s');
  const optionsOf = db
    .select({ clientId: options.clientId, n: count().as('options_n') })
    .from(options)
    .where(and(eq(options.adviserId, adviserId), inArray(options.status, [...liveOptionStatuses])))
    .groupBy(options.clientId)
    .as('o');
  const disputesOf = db
    .select({ clientId: disputes.clientId, n: count().as('disputes_n') })
    .from(disputes)
    .where(and(eq(disputes.adviserId, adviserId), inRange(disputes.openedAt, range)))
    .groupBy(disputes.clientId)
    .as('d');
  const mine = eq(clients.adviserId, adviserId);
  const amount = int(sql`${salesOf.amount}`);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: clients.id,
        prenom: clients.prenom,
        nom: clients.nom,
        sales: int(sql`${salesOf.n}`),
        amount,
        commission: int(sql`${salesOf.commission}`),
        options: int(sql`${optionsOf.n}`),
        disputes: int(sql`${disputesOf.n}`),
      })
      .from(clients)
      .leftJoin(salesOf, eq(salesOf.clientId, clients.id))
      .leftJoin(optionsOf, eq(optionsOf.clientId, clients.id))
      .leftJoin(disputesOf, eq(disputesOf.clientId, clients.id))
      .where(mine)
      .orderBy(desc(amount), asc(clients.nom), asc(clients.prenom), asc(clients.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db
      .select({ total: count(), buyers: int(sql`count(${salesOf.clientId})`) })
      .from(clients)
      .leftJoin(salesOf, eq(salesOf.clientId, clients.id))
      .where(mine),
  ]);
  return { rows, total: totals?.total ?? 0, buyers: totals?.buyers ?? 0 };
}
