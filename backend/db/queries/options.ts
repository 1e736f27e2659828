import { aliasedTable, and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { clients, liveOptionStatuses, lots, optionneurs, options, reservations, residences } from '../schema';
import type { DbOrTx } from '../tx';
import { residenceClosedTo, residenceVisibleTo, type Caller } from './catalogue-scope';
import { notifyOptionSweep } from './notifications';

export type OptionStatus = (typeof options.$inferSelect)['status'];
export type ReservationRow = typeof reservations.$inferSelect;

/**
 * Lapses what the clock has overtaken: placed options past their expiry free their lot; notified options
 * past the withdrawal period become firm reservations. Runs lazily before reads and from a periodic sweep.
 */
export async function sweepOptions(db: Db, params: { now: Date }): Promise<{ expired: number; firm: number }> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(options)
      .set({ status: 'expired', releasedAt: params.now })
      .where(and(eq(options.status, 'placed'), lte(options.expiresAt, params.now)))
      .returning({ id: options.id, lotId: options.lotId });
    if (expired.length) {
      await tx
        .update(lots)
        .set({ status: 'available' })
        .where(and(inArray(lots.id, expired.map((row) => row.lotId)), eq(lots.status, 'optioned')));
    }
    const withdrawalEnd = sql`coalesce(${options.withdrawalEndsAt}, ${options.notifiedAt} + interval '10 days')`;
    const firm = await tx
      .update(options)
      .set({ status: 'reserved' })
      .where(and(eq(options.status, 'notified'), lte(withdrawalEnd, params.now)))
      .returning({ id: options.id, lotId: options.lotId });
    if (firm.length) {
      await tx
        .update(reservations)
        .set({ status: 'firm' })
        .where(and(inArray(reservations.optionId, firm.map((row) => row.id)), eq(reservations.status, 'notified')));
      await tx.update(lots).set({ status: 'reserved' }).where(inArray(lots.id, firm.map((row) => row.lotId)));
    }
    await notifyOptionSweep(tx, { now: params.now, expiredIds: expired.map((row) => row.id), firmIds: firm.map((row) => row.id) });
    return { expired: expired.length, firm: firm.length };
  });
}

export async function countLiveOptions(db: DbOrTx, params: { adviserId: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(options)
    .where(and(eq(options.adviserId, params.adviserId), inArray(options.status, ['placed', 'notified'])));
  return row?.n ?? 0;
}

/**
 * The lot if the caller's brand sells its residence, and whether the back office closed that residence to the brand;
 * the caller's status checks run on this row.
 */
export async function findVisibleLot(db: DbOrTx, params: { caller: Caller; lotId: number }) {
  const [row] = await db
    .select({ lot: lots, residence: residences, closed: sql<boolean>`${residenceClosedTo(params.caller)}` })
    .from(lots)
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .where(and(eq(lots.id, params.lotId), residenceVisibleTo(params.caller, { ignoreSubscriptions: true, ignoreClosure: true })))
    .limit(1);
  return row;
}

export async function ownsRow(
  db: DbOrTx,
  params: { table: 'clients' | 'optionneurs'; id: number; adviserId: number },
): Promise<boolean> {
  const table = params.table === 'clients' ? clients : optionneurs;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, params.id), eq(table.adviserId, params.adviserId)))
    .limit(1);
  return Boolean(row);
}

/** Places the option if the lot is still available (the back office may have closed it since it was read). */
export async function insertOption(tx: DbOrTx, values: typeof options.$inferInsert) {
  const [taken] = await tx
    .update(lots)
    .set({ status: 'optioned' })
    .where(and(eq(lots.id, values.lotId), eq(lots.status, 'available')))
    .returning({ id: lots.id });
  if (!taken) return undefined;
  const [row] = await tx.insert(options).values(values).returning();
  return row;
}

const optionClient = aliasedTable(clients, 'option_client');

function optionSelect(db: DbOrTx) {
  return db
    .select({ option: options, lot: lots, residence: residences, client: optionClient, optionneur: optionneurs, reservation: reservations })
    .from(options)
    .innerJoin(lots, eq(lots.id, options.lotId))
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .leftJoin(optionClient, eq(optionClient.id, options.clientId))
    .leftJoin(optionneurs, eq(optionneurs.id, options.optionneurId))
    .leftJoin(reservations, eq(reservations.optionId, options.id));
}

export type OptionDetail = Awaited<ReturnType<typeof findOption>> & object;

/** One of the caller's options (undefined for anyone else's: the route answers 404). */
export async function findOption(db: DbOrTx, params: { adviserId: number; id: number }) {
  const [row] = await optionSelect(db)
    .where(and(eq(options.id, params.id), eq(options.adviserId, params.adviserId)))
    .limit(1);
  return row;
}

export async function listOptions(
  db: DbOrTx,
  params: { adviserId: number; statuses?: OptionStatus[]; clientId?: number; page: number; perPage: number },
) {
  const where: SQL = and(
    eq(options.adviserId, params.adviserId),
    params.statuses?.length ? inArray(options.status, params.statuses) : undefined,
    params.clientId ? eq(options.clientId, params.clientId) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    optionSelect(db)
      .where(where)
      .orderBy(desc(options.placedAt), desc(options.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(options).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Moves an option on only from the state its caller read (`from`, and `extensions` when given): of two
 * concurrent steps one updates the row, the other finds it changed and answers false.
 */
export async function transitionOption(
  tx: DbOrTx,
  params: { id: number; from: OptionStatus; extensions?: number; set: Partial<typeof options.$inferInsert> },
): Promise<boolean> {
  const rows = await tx
    .update(options)
    .set(params.set)
    .where(
      and(
        eq(options.id, params.id),
        eq(options.status, params.from),
        params.extensions === undefined ? undefined : eq(options.extensions, params.extensions),
      ),
    )
    .returning({ id: options.id });
  return rows.length === 1;
}

/** Locks the option row for the transaction if it is still in `status`; false when it moved on. */
export async function lockOptionIn(tx: DbOrTx, params: { id: number; status: OptionStatus }): Promise<boolean> {
  const rows = await tx
    .select({ id: options.id })
    .from(options)
    .where(and(eq(options.id, params.id), eq(options.status, params.status)))
    .for('update');
  return rows.length === 1;
}

/** Serialises option placements of one adviser for the transaction, so the live-option cap holds under load. */
export async function lockAdviserOptions(tx: DbOrTx, params: { adviserId: number }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADVISER_OPTIONS_LOCK}, ${params.adviserId})`);
}
const ADVISER_OPTIONS_LOCK = 7_319_010;

export async function setLotStatus(tx: DbOrTx, params: { lotId: number; status: (typeof lots.$inferSelect)['status'] }) {
  await tx.update(lots).set({ status: params.status }).where(eq(lots.id, params.lotId));
}

export async function upsertReservation(tx: DbOrTx, values: typeof reservations.$inferInsert) {
  const changes = {
    status: values.status,
    price: values.price,
    deposit: values.deposit,
    saleDueDate: values.saleDueDate,
    financing: values.financing,
    loanAmount: values.loanAmount,
    notes: values.notes,
  };
  const [row] = await tx
    .insert(reservations)
    .values(values)
    .onConflictDoUpdate({ target: reservations.optionId, set: changes })
    .returning();
  return row;
}

export async function updateReservation(
  tx: DbOrTx,
  params: { optionId: number; set: Partial<typeof reservations.$inferInsert> },
) {
  await tx.update(reservations).set(params.set).where(eq(reservations.optionId, params.optionId));
}

/** Moves a reservation on only from the status its caller read: of two concurrent steps, one wins and the other gets false. */
export async function advanceReservation(
  tx: DbOrTx,
  params: { id: number; from: ReservationRow['status']; set: Partial<typeof reservations.$inferInsert> },
): Promise<boolean> {
  const rows = await tx
    .update(reservations)
    .set(params.set)
    .where(and(eq(reservations.id, params.id), eq(reservations.status, params.from)))
    .returning({ id: reservations.id });
  return rows.length === 1;
}

export const LIVE_STATUSES = liveOptionStatuses;
