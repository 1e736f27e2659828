import { createRoute } from '@hono/zod-openapi';
import { enrolmentSchema, recoveryCodesSchema, secondFactorCodeSchema, secondFactorStateSchema } from '../../contract/second-factor';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from '../auth/second-factor';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import type { Deps } from '../deps';
import { clientIp } from '../http/client-ip';
import { bearer, createRouter, errorResponses, errorSchema, json, jsonBody } from '../http/openapi';

const tags = ['Authentification'];
const codeBody = jsonBody(secondFactorCodeSchema.openapi('SecondFactorCode'));
const conflict = json(errorSchema, 'Clé déjà activée, ou pas encore créée');

/** TOTP (RFC 6238) of the caller's own account: the routes a session may call before it has given its code. */
export function secondFactorRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps, { beforeSecondFactor: true });

  // GET /api/second-factor – whether the account has a key, must have one, and whether this session gave its code
  router.openapi(
    createRoute({
      method: 'get',
      path: '/second-factor',
      tags,
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(secondFactorStateSchema.openapi('SecondFactorState'), 'État'), 401: errorResponses[401] },
    }),
    (c) => c.json(c.var.secondFactor, 200),
  );

  // POST /api/second-factor/enrolment – a new key (text and otpauth URI) for an account without one turned on
  router.openapi(
    createRoute({
      method: 'post',
      path: '/second-factor/enrolment',
      tags,
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(enrolmentSchema.openapi('SecondFactorEnrolment'), 'Clé à scanner'), 401: errorResponses[401], 409: conflict },
    }),
    async (c) => c.json(await startEnrolment(deps, c.var.caller), 200),
  );

  // POST /api/second-factor/enrolment/confirm – the key's first code: turns it on, answers the ten recovery codes
  router.openapi(
    createRoute({
      method: 'post',
      path: '/second-factor/enrolment/confirm',
      tags,
      security: bearer,
      middleware: [auth] as const,
      request: { body: codeBody },
      responses: {
        200: json(recoveryCodesSchema.openapi('RecoveryCodes'), 'Codes de secours, affichés cette seule fois'),
        401: errorResponses[401],
        409: conflict,
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const attempt = { user: c.var.caller, sessionId: c.var.sessionId, code: c.req.valid('json').code, ip: clientIp(c, deps.config.trustedProxies) };
      return c.json({ recovery_codes: await confirmEnrolment(deps, attempt) }, 200);
    },
  );

  // POST /api/second-factor/verify – a code of the key, or a recovery code, opens this session
  router.openapi(
    createRoute({
      method: 'post',
      path: '/second-factor/verify',
      tags,
      security: bearer,
      middleware: [auth] as const,
      request: { body: codeBody },
      responses: { 204: { description: 'Session ouverte' }, 401: errorResponses[401], 409: conflict, 422: errorResponses[422], 429: errorResponses[429] },
    }),
    async (c) => {
      await verifySecondFactor(deps, { user: c.var.caller, sessionId: c.var.sessionId, code: c.req.valid('json').code, ip: clientIp(c, deps.config.trustedProxies) });
      return c.body(null, 204);
    },
  );

  return router;
}
