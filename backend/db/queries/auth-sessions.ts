import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { authSessions, refreshTokens, secondFactors, users } from '../schema';
import type { UserRow } from './users';

export async function createAuthSession(
  db: DbOrTx,
  params: { id: string; userId: number; now: Date; expiresAt: Date; refreshTokenHash: string; secondFactorAt: Date | null },
): Promise<void> {
  await db.insert(authSessions).values({
    id: params.id,
    userId: params.userId,
    createdAt: params.now,
    expiresAt: params.expiresAt,
    lastActiveAt: params.now,
    secondFactorAt: params.secondFactorAt,
  });
  await db.insert(refreshTokens).values({ sessionId: params.id, tokenHash: params.refreshTokenHash, createdAt: params.now });
}

export type LiveSession = { user: UserRow; lastActiveAt: Date; secondFactorAt: Date | null; secondFactorEnabledAt: Date | null };

function liveSessionUserQuery(db: DbOrTx) {
  return db
    .select({
      user: users,
      lastActiveAt: authSessions.lastActiveAt,
      secondFactorAt: authSessions.secondFactorAt,
      secondFactorEnabledAt: secondFactors.enabledAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(secondFactors, eq(secondFactors.userId, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('id')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session_user');
}

// Built once per database handle: the bearer check runs this query on every call, and writing its SQL (every column
// of the user) cost about as much as the embedded database took to answer it.
const liveSessionUserQueries = new WeakMap<DbOrTx, ReturnType<typeof liveSessionUserQuery>>();

/**
 * The user behind a session that is neither revoked nor past its absolute lifetime, with the session's last
 * activity and second-factor state, in one round trip (the bearer check runs it on every call).
 */
export async function findLiveSessionUser(db: DbOrTx, params: { id: string; userId: number; now: Date }): Promise<LiveSession | undefined> {
  let query = liveSessionUserQueries.get(db);
  if (!query) {
    query = liveSessionUserQuery(db);
    liveSessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ id: params.id, userId: params.userId, now: params.now.toISOString() });
  return row;
}

/** Records activity on a session; skipped when it was recorded less than `minGapSeconds` ago. */
export async function touchSession(db: DbOrTx, params: { id: string; now: Date; minGapSeconds: number }): Promise<void> {
  const before = new Date(params.now.getTime() - params.minGapSeconds * 1000);
  await db
    .update(authSessions)
    .set({ lastActiveAt: params.now })
    .where(and(eq(authSessions.id, params.id), lt(authSessions.lastActiveAt, before)));
}

export async function findRefreshToken(db: DbOrTx, params: { tokenHash: string }) {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, params.tokenHash))
    .limit(1);
  return row;
}

/** Marks a refresh token as rotated; false when another request rotated it first. */
export async function markRefreshTokenReplaced(db: DbOrTx, params: { id: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ replacedAt: params.now, usedAt: params.now })
    .where(and(eq(refreshTokens.id, params.id), isNull(refreshTokens.replacedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function addRefreshToken(
  db: DbOrTx,
  params: { sessionId: string; tokenHash: string; now: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId: params.sessionId, tokenHash: params.tokenHash, createdAt: params.now });
}

export async function revokeSession(db: DbOrTx, params: { id: string; now: Date }): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: params.now })
    .where(and(eq(authSessions.id, params.id), isNull(authSessions.revokedAt)));
}

export async function revokeUserSessions(db: DbOrTx, params: { userId: number; now: Date }): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: params.now })
    .where(and(eq(authSessions.userId, params.userId), isNull(authSessions.revokedAt)));
}
