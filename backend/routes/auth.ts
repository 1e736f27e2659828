import { createRoute } from '@hono/zod-openapi';
import { messages } from '../../contract/messages';
import { isStrongEnough, loginAnswerSchema, loginSchema, refreshInputSchema, tokenPairSchema as contractTokenPairSchema } from '../../contract/auth';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { isCommonPassword } from '../auth/password-policy';
import { consumeOrThrow, FIFTEEN_MINUTES, refundHits, type RateRule } from '../auth/rate-limit';
import { rotateRefreshToken, startSession } from '../auth/sessions';
import { secondFactorStep } from '../auth/second-factor';
import { withAuth } from '../auth/with-auth';
import { revokeSession } from '../db/queries/auth-sessions';
import { findUserByEmail, flagWeakPassword } from '../db/queries/users';
import { clientIp } from '../http/client-ip';
import { bearer, createRouter, errorResponses, errorSchema, json, jsonBody } from '../http/openapi';

export const badCredentialsMessage = messages.api.auth.badCredentials;
export const notActivatedMessage = messages.api.auth.notActivated;

const loginBody = loginSchema.openapi('LoginInput');
export const tokenPairSchema = contractTokenPairSchema.openapi('TokenPair');
export const loginResponse = loginAnswerSchema.openapi('LoginResponse');

export function authRouter(deps: Deps) {
  const router = createRouter();
  const loginRules = (email: string, ip: string): RateRule[] => [
    { key: `login:account:${email}`, limit: deps.config.loginRateLimitAccount, windowSeconds: FIFTEEN_MINUTES },
    { key: `login:ip:${ip}`, limit: deps.config.loginRateLimitIp, windowSeconds: FIFTEEN_MINUTES },
  ];

  // POST /api/login – exchange email and password for a token pair
  router.openapi(
    createRoute({
      method: 'post',
      path: '/login',
      tags: ['Authentification'],
      request: { body: jsonBody(loginBody) },
      responses: {
        200: json(loginResponse, 'Connecté; reset_password signale un mot de passe faible'),
        401: json(errorSchema, badCredentialsMessage),
        403: json(errorSchema, 'Compte non activé'),
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid('json');
      const rules = loginRules(email, clientIp(c, deps.config.trustedProxies));
      // Counted before argon2 runs, in one statement: parallel guesses cannot slip past the limit.
      await consumeOrThrow(deps, rules);
      const user = await findUserByEmail(deps.db, { email });
      // The same argon2 work for every address, known or not, so timing tells nothing.
      const matches = await deps.passwords.verify(user?.passwordHash, password);
      if (user && !user.activatedAt) throw new ApiError('forbidden', notActivatedMessage);
      if (!user || !matches) throw new ApiError('unauthorized', badCredentialsMessage);
      await refundHits(deps, rules);
      // A password that no longer meets the policy is flagged so the app asks for a new one.
      let weak = user.weakPassword;
      if (!weak && (!isStrongEnough(password) || isCommonPassword(password))) {
        await flagWeakPassword(deps.db, { userId: user.id });
        weak = true;
      }
      const pair = await startSession(deps, user.id);
      return c.json({ ...pair, reset_password: weak, second_factor: await secondFactorStep(deps, user) }, 200);
    },
  );

  // POST /api/token/refresh – rotate a refresh token into a new pair
  router.openapi(
    createRoute({
      method: 'post',
      path: '/token/refresh',
      tags: ['Authentification'],
      request: { body: jsonBody(refreshInputSchema) },
      responses: { 200: json(tokenPairSchema, 'Nouvelle paire'), 401: errorResponses[401], 422: errorResponses[422] },
    }),
    async (c) => c.json(await rotateRefreshToken(deps, c.req.valid('json').refresh_token), 200),
  );

  // POST /api/logout – revoke the caller's session (its access and refresh tokens)
  router.openapi(
    createRoute({
      method: 'post',
      path: '/logout',
      tags: ['Authentification'],
      security: bearer,
      middleware: [withAuth(deps, { beforeSecondFactor: true })] as const,
      responses: { 204: { description: 'Session révoquée' }, 401: errorResponses[401] },
    }),
    async (c) => {
      await revokeSession(deps.db, { id: c.var.sessionId, now: deps.clock.now() });
      return c.body(null, 204);
    },
  );

  return router;
}
