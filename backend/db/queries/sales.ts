import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { clients, disputes, followUps, funds, lots, residences, sales } from '../schema';
import type { DbOrTx } from '../tx';

type Paging = { adviserId: number; page: number; perPage: number };

function saleSelect(db: DbOrTx) {
  return db
    .select({ sale: sales, client: clients, lot: lots, residence: residences, fund: funds })
    .from(sales)
    .innerJoin(clients, eq(clients.id, sales.clientId))
    .leftJoin(lots, eq(lots.id, sales.lotId))
    .leftJoin(residences, eq(residences.id, lots.residenceId))
    .leftJoin(funds, eq(funds.id, sales.fundId));
}
export type SaleDetail = Awaited<ReturnType<typeof findSale>> & object;

export async function listSales(db: DbOrTx, params: Paging & { status?: (typeof sales.$inferSelect)['status'][] }) {
  const where: SQL = and(eq(sales.adviserId, params.adviserId), params.status?.length ? inArray(sales.status, params.status) : undefined)!;
  const [rows, [total]] = await Promise.all([
    saleSelect(db).where(where).orderBy(desc(sales.createdAt), desc(sales.id)).limit(params.perPage).offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(sales).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSale(db: DbOrTx, params: { adviserId: number; id: number }) {
  const [row] = await saleSelect(db).where(and(eq(sales.id, params.id), eq(sales.adviserId, params.adviserId))).limit(1);
  return row;
}

function followUpSelect(db: DbOrTx) {
  return db.select({ followUp: followUps, client: clients }).from(followUps).leftJoin(clients, eq(clients.id, followUps.clientId));
}
export type FollowUpDetail = Awaited<ReturnType<typeof findFollowUp>> & object;

export async function listFollowUps(db: DbOrTx, params: Paging) {
  const where = eq(followUps.adviserId, params.adviserId);
  const [rows, [total]] = await Promise.all([
    followUpSelect(db).where(where).orderBy(desc(followUps.createdAt), desc(followUps.id)).limit(params.perPage).offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(followUps).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findFollowUp(db: DbOrTx, params: { adviserId: number; id: number }) {
  const [row] = await followUpSelect(db).where(and(eq(followUps.id, params.id), eq(followUps.adviserId, params.adviserId))).limit(1);
  return row;
}

function disputeSelect(db: DbOrTx) {
  return db.select({ dispute: disputes, client: clients }).from(disputes).leftJoin(clients, eq(clients.id, disputes.clientId));
}
export type DisputeDetail = Awaited<ReturnType<typeof findDispute>> & object;

export async function listDisputes(db: DbOrTx, params: Paging) {
  const where = eq(disputes.adviserId, params.adviserId);
  const [rows, [total]] = await Promise.all([
    disputeSelect(db).where(where).orderBy(desc(disputes.openedAt), desc(disputes.id)).limit(params.perPage).offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findDispute(db: DbOrTx, params: { adviserId: number; id: number }) {
  const [row] = await disputeSelect(db).where(and(eq(disputes.id, params.id), eq(disputes.adviserId, params.adviserId))).limit(1);
  return row;
}
