import type { SessionData } from '@/lib/auth/session';

export const SESSION_MAX_AGE_MS = 10 * 60 * 60 * 1000;
/** Refresh a little before expiry so the API never sees a token that dies in flight. */
export const REFRESH_MARGIN_MS = 30_000;

export type RefreshDecision = 'none' | 'refresh' | 'clear';

/** What the proxy does with the session of a request. */
export function refreshDecision(session: SessionData, now: number): RefreshDecision {
  if (!session.accessToken && !session.refreshToken) return 'none';
  if (!session.accessToken || !session.refreshToken || session.loggedInAt === undefined) return 'clear';
  if (now - session.loggedInAt >= SESSION_MAX_AGE_MS) return 'clear';
  if (session.accessExpiresAt === undefined || session.accessExpiresAt - now <= REFRESH_MARGIN_MS) return 'refresh';
  return 'none';
}

/** Transient failures (API down, 5xx) keep the session: only a refused refresh token logs out. */
export function clearsSessionOnRefreshError(status: number): boolean {
  return status === 401 || status === 403;
}
