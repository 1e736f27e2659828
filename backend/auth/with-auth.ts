import { createMiddleware } from 'hono/factory';
import type { SecondFactorState } from '../../contract/second-factor';
import { messages } from '../../contract/messages';
import type { Deps } from '../deps';
import { bearerGuard } from '../http/bearer-guard';
import { ApiError } from '../errors';
import { findLiveSessionUser } from '../db/queries/auth-sessions';
import type { UserRow } from '../db/queries/users';
import { secondFactorState } from './second-factor-state';
import { keepSessionActive } from './sessions';
import { verifyAccessToken } from './tokens';

export type AuthEnv = { Variables: { caller: UserRow; sessionId: string; secondFactor: SecondFactorState } };

/**
 * Bearer check on every request, including the session row: a revoked or idle session stops at once.
 * `countsAsActivity: false` for background calls (live updates), which must not keep an idle session alive.
 * A session whose account has (or, staff, must have) a second factor not yet given gets 403 everywhere but the
 * routes that take it (`beforeSecondFactor`) and logout.
 */
export function withAuth<E extends AuthEnv = AuthEnv>(deps: Deps, options: { countsAsActivity?: boolean; beforeSecondFactor?: boolean } = {}) {
  const middleware = createMiddleware<E>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new ApiError('unauthorized');
    const now = deps.clock.now();
    const claims = await verifyAccessToken(match[1], deps.config.jwtSecret, now);
    if (!claims) throw new ApiError('unauthorized');
    const live = await findLiveSessionUser(deps.db, { id: claims.sessionId, userId: claims.userId, now });
    if (!live || !live.user.activatedAt) throw new ApiError('unauthorized');
    const secondFactor = secondFactorState({ role: live.user.role, enabledAt: live.secondFactorEnabledAt, passedAt: live.secondFactorAt });
    if (!secondFactor.passed && !options.beforeSecondFactor) throw new ApiError('forbidden', messages.api.auth.secondFactorRequired);
    if (!(await keepSessionActive(deps, claims.sessionId, live.lastActiveAt, options.countsAsActivity ?? true))) throw new ApiError('unauthorized');
    c.set('caller', live.user);
    c.set('sessionId', claims.sessionId);
    c.set('secondFactor', secondFactor);
    await next();
  });
  return bearerGuard(middleware);
}
