import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import {
  addRefreshToken,
  createAuthSession,
  findRefreshToken,
  markRefreshTokenReplaced,
  revokeSession,
  touchSession,
} from '../db/queries/auth-sessions';
import { hashToken, randomToken, signAccessToken, successorToken } from './tokens';

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number };

/** Activity is written at most this often, so a burst of calls costs one row update. */
export const ACTIVITY_WRITE_GAP_SECONDS = 60;

/**
 * Revokes a session gone SESSION_IDLE_MINUTES without an authenticated call (revoked, so moving the clock back
 * cannot revive it); true when it did.
 */
async function endIfIdle(deps: Deps, sessionId: string, lastActiveAt: Date, now: Date): Promise<boolean> {
  if (now.getTime() - lastActiveAt.getTime() < deps.config.sessionIdleSeconds * 1000) return false;
  await revokeSession(deps.db, { id: sessionId, now });
  return true;
}

/** Bearer check of a live session: false once it is idle, otherwise the call counts as activity (if `touch`). */
export async function keepSessionActive(deps: Deps, sessionId: string, lastActiveAt: Date, touch = true): Promise<boolean> {
  const now = deps.clock.now();
  if (await endIfIdle(deps, sessionId, lastActiveAt, now)) return false;
  // The bearer check already read the last activity: a recent one needs no write, so most calls cost one query.
  if (touch && now.getTime() - lastActiveAt.getTime() >= ACTIVITY_WRITE_GAP_SECONDS * 1000) {
    await touchSession(deps.db, { id: sessionId, now, minGapSeconds: ACTIVITY_WRITE_GAP_SECONDS });
  }
  return true;
}

/** Parallel refreshes (several tabs, retried requests) may replay a just-rotated token this long. */
export const REFRESH_GRACE_SECONDS = 10;

async function accessFor(deps: Deps, userId: number, sessionId: string): Promise<TokenPair & { refresh_token: '' }> {
  const ttl = deps.config.accessTokenTtlSeconds;
  const access_token = await signAccessToken({ userId, sessionId }, deps.config.jwtSecret, deps.clock.now(), ttl);
  return { access_token, refresh_token: '', expires_in: ttl };
}

/**
 * Starts a new session family for the user and returns its first token pair. `secondFactorPassed` only when the
 * caller proved it in this same request chain (a password change from a session that had passed it).
 */
export async function startSession(deps: Deps, userId: number, options: { secondFactorPassed?: boolean } = {}): Promise<TokenPair> {
  const now = deps.clock.now();
  const sessionId = randomUUID();
  const refresh = randomToken();
  await createAuthSession(deps.db, {
    id: sessionId,
    userId,
    now,
    expiresAt: new Date(now.getTime() + deps.config.refreshTokenTtlSeconds * 1000),
    refreshTokenHash: hashToken(refresh),
    secondFactorAt: options.secondFactorPassed ? now : null,
  });
  return { ...(await accessFor(deps, userId, sessionId)), refresh_token: refresh };
}

/**
 * Rotation: each refresh token works once. Replaying an already-rotated token means it leaked, so the
 * whole family is revoked, except inside the short grace window that covers honest parallel requests.
 */
export async function rotateRefreshToken(deps: Deps, refreshToken: string): Promise<TokenPair> {
  const now = deps.clock.now();
  const found = await findRefreshToken(deps.db, { tokenHash: hashToken(refreshToken) });
  if (!found || found.session.revokedAt || found.session.expiresAt <= now) throw new ApiError('unauthorized');
  const { token, session } = found;
  // A refresh is no activity of the adviser: it never revives an idle session.
  if (await endIfIdle(deps, session.id, session.lastActiveAt, now)) throw new ApiError('unauthorized');
  const rotatedNow = await markRefreshTokenReplaced(deps.db, { id: token.id, now });
  if (!rotatedNow) {
    const replacedAt = token.replacedAt ?? now;
    if (now.getTime() - replacedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) {
      await revokeSession(deps.db, { id: session.id, now });
      throw new ApiError('unauthorized');
    }
  }
  // Inside the grace window a replay gets the successor the first rotation stored, never a second one.
  const next = successorToken(refreshToken, deps.config.jwtSecret);
  if (rotatedNow) await addRefreshToken(deps.db, { sessionId: session.id, tokenHash: hashToken(next), now });
  return { ...(await accessFor(deps, session.userId, session.id)), refresh_token: next };
}
