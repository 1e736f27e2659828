import { createMiddleware } from 'hono/factory';
import type { Deps } from '../deps';
import { bearerGuard } from '../http/bearer-guard';
import { ApiError } from '../errors';
import { findLiveSessionUser } from '../db/queries/auth-sessions';
import type { UserRow } from '../db/queries/users';
import { keepSessionActive } from './sessions';
import { verifyAccessToken } from './tokens';

export type AuthEnv = { Variables: { caller: UserRow; sessionId: string } };

/**
 * Bearer check on every request, including the session row: a revoked or idle session stops at once.
 * `countsAsActivity: false` for background calls (live updates), which must not keep an idle session alive.
 */
export function withAuth<E extends AuthEnv = AuthEnv>(deps: Deps, options: { countsAsActivity?: boolean } = {}) {
  const middleware = createMiddleware<E>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new ApiError('unauthorized');
    const now = deps.clock.now();
    const claims = await verifyAccessToken(match[1], deps.config.jwtSecret, now);
    if (!claims) throw new ApiError('unauthorized');
    const live = await findLiveSessionUser(deps.db, { id: claims.sessionId, userId: claims.userId, now });
    if (!live || !live.user.activatedAt) throw new ApiError('unauthorized');
    if (!(await keepSessionActive(deps, claims.sessionId, live.lastActiveAt, options.countsAsActivity ?? true))) throw new ApiError('unauthorized');
    c.set('caller', live.user);
    c.set('sessionId', claims.sessionId);
    await next();
  });
  return bearerGuard(middleware);
}
