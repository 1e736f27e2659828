import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { authSessions, changeEvents, idempotencyKeys, mailOutbox, passwordTokens, rateLimits } from '../schema';

const DAY_MS = 86_400_000;
const PURGE_LOCK = 7_319_030;

export type PurgeCounts = { sessions: number; idempotencyKeys: number; rateLimits: number; passwordTokens: number; mails: number; changeEvents: number };

/**
 * Drops rows nobody can use any more: sessions past expiry or revoked a day ago (their refresh tokens go with
 * them), idempotency keys and rate windows older than a day, used or lapsed password tokens, mails sent a week
 * ago, live-update events older than a day (read live only). One instance at a time (a try-lock: the others skip this round); undefined when skipped.
 */
export async function purgeExpiredRows(db: Db, params: { now: Date }): Promise<PurgeCounts | undefined> {
  const dayAgo = new Date(params.now.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    const [lock] = await tx.select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${PURGE_LOCK})` }).from(sql`(select 1) as one`);
    if (!lock?.locked) return undefined;
    const removed = async (query: { returning: () => Promise<unknown[]> }) => (await query.returning()).length;
    return {
      sessions: await removed(
        tx.delete(authSessions).where(or(lt(authSessions.expiresAt, dayAgo), lt(authSessions.revokedAt, dayAgo))),
      ),
      idempotencyKeys: await removed(tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, dayAgo))),
      rateLimits: await removed(tx.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo))),
      passwordTokens: await removed(
        tx.delete(passwordTokens).where(or(lt(passwordTokens.expiresAt, dayAgo), lt(passwordTokens.usedAt, dayAgo))),
      ),
      mails: await removed(
        tx.delete(mailOutbox).where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, new Date(params.now.getTime() - 7 * DAY_MS)))),
      ),
      changeEvents: await removed(tx.delete(changeEvents).where(lt(changeEvents.createdAt, dayAgo))),
    };
  });
}
