import { and, count, desc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { EXPIRING_KEY_PREFIX, OPTION_EXPIRY_WARNING_MS, notices, type Notice } from '../../notifications/notices';
import { kycDocumentTypes, lots, notifications, options, residences, type kycDocuments } from '../schema';
import type { DbOrTx } from '../tx';

export type NotificationRow = typeof notifications.$inferSelect;

const ownedBy = (userId: number) => eq(notifications.userId, userId);

/** The caller's notifications, newest first, with how many are still unread. */
export async function listNotifications(db: DbOrTx, params: { userId: number; unreadOnly?: boolean; page: number; perPage: number }) {
  const where = and(ownedBy(params.userId), params.unreadOnly ? isNull(notifications.readAt) : undefined);
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(notifications).where(where),
    countUnread(db, { userId: params.userId }),
  ]);
  return { rows, total: total?.n ?? 0, unread };
}

export async function countUnread(db: DbOrTx, params: { userId: number }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(ownedBy(params.userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the caller's notifications read (undefined for anyone else's: the route answers 404). */
export async function markNotificationRead(db: DbOrTx, params: { userId: number; id: number; now: Date }) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, params.id), ownedBy(params.userId)))
    .limit(1);
  if (!row || row.readAt) return row;
  const [updated] = await db.update(notifications).set({ readAt: params.now }).where(eq(notifications.id, row.id)).returning();
  return updated;
}

export async function markAllNotificationsRead(db: DbOrTx, params: { userId: number; now: Date }): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: params.now })
    .where(and(ownedBy(params.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Records notices; one carrying a key already raised for that user is skipped. */
export async function addNotifications(db: DbOrTx, params: { now: Date; items: { userId: number; notice: Notice }[] }) {
  if (!params.items.length) return;
  await db
    .insert(notifications)
    .values(params.items.map(({ userId, notice }) => ({ userId, ...notice, createdAt: params.now })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] });
}

/** The adviser, lot and residence of some options: what an option notice names. */
export async function optionRefs(db: DbOrTx, params: { optionIds: number[] }) {
  if (!params.optionIds.length) return [];
  return db
    .select({ optionId: options.id, adviserId: options.adviserId, expiresAt: options.expiresAt, lotReference: lots.reference, residenceName: residences.name })
    .from(options)
    .innerJoin(lots, eq(lots.id, options.lotId))
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .where(inArray(options.id, params.optionIds));
}

/** Warns advisers of placed options that lapse within `withinMs`, once per option (the key is in `notices`). */
export async function notifyExpiringOptions(db: DbOrTx, params: { now: Date; withinMs: number }) {
  const horizon = new Date(params.now.getTime() + params.withinMs);
  const warned = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, options.adviserId), eq(notifications.dedupeKey, sql`${EXPIRING_KEY_PREFIX}::text || ${options.id}::text`)));
  const soon = await db
    .select({ id: options.id })
    .from(options)
    .where(and(eq(options.status, 'placed'), gt(options.expiresAt, params.now), lte(options.expiresAt, horizon), notExists(warned)));
  const refs = await optionRefs(db, { optionIds: soon.map((row) => row.id) });
  await addNotifications(db, { now: params.now, items: refs.map((ref) => ({ userId: ref.adviserId, notice: notices.optionExpiring(ref) })) });
}

/** What one sweep changed, told to each adviser concerned; options close to lapsing are warned too. */
export async function notifyOptionSweep(db: DbOrTx, params: { now: Date; expiredIds: number[]; firmIds: number[] }) {
  const [expired, firm] = await Promise.all([optionRefs(db, { optionIds: params.expiredIds }), optionRefs(db, { optionIds: params.firmIds })]);
  await addNotifications(db, {
    now: params.now,
    items: [
      ...expired.map((ref) => ({ userId: ref.adviserId, notice: notices.optionExpired(ref) })),
      ...firm.map((ref) => ({ userId: ref.adviserId, notice: notices.reservationFirm(ref) })),
    ],
  });
  await notifyExpiringOptions(db, { now: params.now, withinMs: OPTION_EXPIRY_WARNING_MS });
}

/** A staff decision on a KYC document, told to its owner. */
export async function notifyKycReview(db: DbOrTx, params: { document: typeof kycDocuments.$inferSelect; now: Date }) {
  const { document } = params;
  const [type] = await db.select({ label: kycDocumentTypes.label }).from(kycDocumentTypes).where(eq(kycDocumentTypes.key, document.documentType)).limit(1);
  const label = type?.label ?? document.documentType;
  const notice = document.state === 'OK' ? notices.kycValidated(label) : notices.kycRefused(label, document.reason);
  await addNotifications(db, { now: params.now, items: [{ userId: document.userId, notice }] });
}
