import { createRoute } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { ApiError, invalid } from '../errors';
import { newPasswordSchema } from '../auth/password-policy';
import { messages } from '../../contract/messages';
import { changePasswordSchemaWith, emailRequestSchema, passwordChangedAnswerSchema, resetPasswordSchemaWith } from '../../contract/auth';
import { consumeOrThrow, FIFTEEN_MINUTES, refundHits } from '../auth/rate-limit';
import { startSession } from '../auth/sessions';
import { hashToken, randomToken } from '../auth/tokens';
import { withAuth } from '../auth/with-auth';
import { revokeUserSessions } from '../db/queries/auth-sessions';
import {
  consumePasswordToken,
  createPasswordToken,
  expireUserPasswordTokens,
  type PasswordTokenPurpose,
} from '../db/queries/password-tokens';
import { findUserByEmail, setPassword, type UserRow } from '../db/queries/users';
import { clientIp } from '../http/client-ip';
import { bearer, createRouter, errorResponses, json, jsonBody, messageSchema } from '../http/openapi';
import { passwordLink, passwordMail } from '../mail/password-mails';

const m = messages.api.auth;
export const activationSentMessage = m.activationSent;
export const resetSentMessage = m.resetSent;
export const resetDoneMessage = m.resetDone;
export const invalidLinkMessage = m.invalidLink;
export const passwordChangedMessage = m.passwordChanged;

const PASSWORD_TOKEN_TTL_SECONDS = 3600;
const emailBody = emailRequestSchema.openapi('EmailRequest');
const resetBody = resetPasswordSchemaWith(newPasswordSchema).openapi('PasswordReset');
const changeBody = changePasswordSchemaWith(newPasswordSchema).openapi('PasswordChange');

export function passwordRouter(deps: Deps) {
  const router = createRouter();

  /** Same answer whether or not the email exists; only real accounts get a mail, queued with its token. */
  async function mailLink(user: UserRow, purpose: PasswordTokenPurpose) {
    const now = deps.clock.now();
    const token = randomToken();
    const link = passwordLink(deps.config.appUrlTemplate, user.brandCode, token, user.email);
    await deps.db.transaction(async (tx) => {
      await createPasswordToken(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        purpose,
        now,
        expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_SECONDS * 1000),
      });
      await deps.outbox.enqueue(tx, passwordMail({ to: user.email, prenom: user.prenom, link, purpose }));
    });
    void deps.outbox.drain();
    // A live link is a credential: printed for local work only, never in production logs.
    if (deps.config.appEnv !== 'PROD') {
      deps.logger.info(`[mail] ${purpose === 'activation' ? 'activation' : 'réinitialisation'} ${user.email} : ${link}`);
    }
  }

  const limitMailRequests = (c: Parameters<typeof clientIp>[0], kind: string, email: string) =>
    consumeOrThrow(deps, [
      { key: `${kind}:ip:${clientIp(c, deps.config.trustedProxies)}`, limit: 30, windowSeconds: FIFTEEN_MINUTES },
      { key: `${kind}:email:${email}`, limit: 5, windowSeconds: FIFTEEN_MINUTES },
    ]);

  // POST /api/activation – mail a "first visit" link to a not-yet-activated account
  router.openapi(
    createRoute({
      method: 'post',
      path: '/activation',
      tags: ['Mot de passe'],
      request: { body: jsonBody(emailBody) },
      responses: { 200: json(messageSchema, activationSentMessage), 422: errorResponses[422], 429: errorResponses[429] },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await limitMailRequests(c, 'activation', email);
      const user = await findUserByEmail(deps.db, { email });
      if (user && !user.activatedAt) await mailLink(user, 'activation');
      return c.json({ message: activationSentMessage }, 200);
    },
  );

  // POST /api/forgot-password – mail a reset link
  router.openapi(
    createRoute({
      method: 'post',
      path: '/forgot-password',
      tags: ['Mot de passe'],
      request: { body: jsonBody(emailBody) },
      responses: { 200: json(messageSchema, resetSentMessage), 422: errorResponses[422], 429: errorResponses[429] },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      await limitMailRequests(c, 'forgot', email);
      const user = await findUserByEmail(deps.db, { email });
      if (user) await mailLink(user, user.activatedAt ? 'reset' : 'activation');
      return c.json({ message: resetSentMessage }, 200);
    },
  );

  // POST /api/reset-password – set a new password with a mailed token (activates the account)
  router.openapi(
    createRoute({
      method: 'post',
      path: '/reset-password',
      tags: ['Mot de passe'],
      request: { body: jsonBody(resetBody) },
      responses: { 200: json(messageSchema, resetDoneMessage), 422: errorResponses[422], 429: errorResponses[429] },
    }),
    async (c) => {
      const body = c.req.valid('json');
      await limitMailRequests(c, 'reset', body.email);
      // Hashed before the lookup: an unknown address costs the same argon2 work as a known one.
      const passwordHash = await deps.passwords.hash(body.password);
      const user = await findUserByEmail(deps.db, { email: body.email });
      if (!user) throw new ApiError('unprocessable', invalidLinkMessage);
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const token = await consumePasswordToken(tx, { userId: user.id, tokenHash: hashToken(body.token), now });
        if (!token) throw new ApiError('unprocessable', invalidLinkMessage);
        await setPassword(tx, { userId: user.id, passwordHash, now, activate: true });
        await expireUserPasswordTokens(tx, { userId: user.id, now });
        await revokeUserSessions(tx, { userId: user.id, now });
      });
      return c.json({ message: resetDoneMessage }, 200);
    },
  );

  // PUT /api/password – change the caller's password; every other session is signed out
  router.openapi(
    createRoute({
      method: 'put',
      path: '/password',
      tags: ['Mot de passe'],
      security: bearer,
      middleware: [withAuth(deps)] as const,
      request: { body: jsonBody(changeBody) },
      responses: {
        200: json(passwordChangedAnswerSchema.openapi('PasswordChanged'), passwordChangedMessage),
        401: errorResponses[401],
        422: errorResponses[422],
        429: errorResponses[429],
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const caller = c.var.caller;
      // The login's per-account counter: a stolen session cannot guess the password here either.
      const rules = [{ key: `login:account:${caller.email}`, limit: deps.config.loginRateLimitAccount, windowSeconds: FIFTEEN_MINUTES }];
      await consumeOrThrow(deps, rules);
      if (!(await deps.passwords.verify(caller.passwordHash, body.current_password))) {
        throw invalid('current_password', m.currentPasswordWrong);
      }
      await refundHits(deps, rules);
      const now = deps.clock.now();
      const passwordHash = await deps.passwords.hash(body.new_password);
      await deps.db.transaction(async (tx) => {
        await setPassword(tx, { userId: caller.id, passwordHash, now, activate: false });
        await revokeUserSessions(tx, { userId: caller.id, now });
      });
      const pair = await startSession(deps, caller.id, { secondFactorPassed: true });
      return c.json({ message: passwordChangedMessage, ...pair }, 200);
    },
  );

  return router;
}
