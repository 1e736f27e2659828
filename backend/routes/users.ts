import { createRoute, z } from '@hono/zod-openapi';
import { CATALOGUE_SCOPE_HEADER } from '../../contract/catalogue-scope';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { secondFactorStep } from '../auth/second-factor';
import { startSession } from '../auth/sessions';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { revokeSession } from '../db/queries/auth-sessions';
import { catalogueScope } from '../db/queries/catalogue-scope';
import { findGroupAccount, listGroupAccounts, type UserRow } from '../db/queries/users';
import { bearer, createRouter, dbId, errorResponses, json, jsonBody } from '../http/openapi';
import { loginResponse } from './auth';
import { fill, messages } from '../../contract/messages';
import {
  accountListSchema,
  accountSchema as contractAccountSchema,
  emailSchema,
  profileSchema as contractProfileSchema,
  userInfosAnswerSchema,
  type UserInfos,
} from '../../contract/auth';

const profileSchema = contractProfileSchema.openapi('UserProfile');
const accountSchema = contractAccountSchema.openapi('Account');

function profileOf(user: UserRow, accountsCount: number): UserInfos {
  return {
    id: user.id,
    email: user.email,
    prenom: user.prenom,
    nom: user.nom,
    civilite: user.civilite,
    telephone: user.telephone,
    cabinet: user.cabinet,
    directeur: user.directeur,
    reset_password: user.weakPassword,
    scope: { marque: user.brandCode },
    accounts_count: accountsCount,
    role: user.role,
    news_cgp: user.newsCgp,
    sms_cgp: user.smsCgp,
  };
}

const accountLabel = (user: UserRow) =>
  fill(messages.api.auth.accountLabel, { cabinet: user.cabinet ?? user.brandCode.toUpperCase(), prenom: user.prenom, nom: user.nom });

export function usersRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);

  // GET /api/user-infos – the caller's profile, under inputs
  router.openapi(
    createRoute({
      method: 'get',
      path: '/user-infos',
      tags: ['Utilisateur'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(userInfosAnswerSchema.extend({ inputs: profileSchema }), 'Profil'), 401: errorResponses[401] },
    }),
    async (c) => {
      const accounts = await listGroupAccounts(deps.db, { caller: c.var.caller });
      c.header(CATALOGUE_SCOPE_HEADER, catalogueScope(c.var.caller));
      return c.json({ inputs: profileOf(c.var.caller, accounts.length) }, 200);
    },
  );

  // POST /api/user – read a user by email: the caller or one of its linked accounts only
  router.openapi(
    createRoute({
      method: 'post',
      path: '/user',
      tags: ['Utilisateur'],
      security: bearer,
      middleware: [auth] as const,
      request: { body: jsonBody(z.object({ email: emailSchema })) },
      responses: {
        200: json(z.object({ data: profileSchema }), 'Utilisateur'),
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      const accounts = await listGroupAccounts(deps.db, { caller: c.var.caller });
      const user = accounts.find((account) => account.email === email);
      if (!user) throw new ApiError('not_found');
      return c.json({ data: profileOf(user, accounts.length) }, 200);
    },
  );

  // GET /api/users/accounts – accounts the caller can switch to (itself included)
  router.openapi(
    createRoute({
      method: 'get',
      path: '/users/accounts',
      tags: ['Utilisateur'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(accountListSchema.extend({ data: z.array(accountSchema) }), 'Comptes liés'), 401: errorResponses[401] },
    }),
    async (c) => {
      const accounts = await listGroupAccounts(deps.db, { caller: c.var.caller });
      const data = accounts.map((account) => ({
        id: account.id,
        email: account.email,
        label: accountLabel(account),
        marque: account.brandCode,
        current: account.id === c.var.caller.id,
      }));
      return c.json({ data }, 200);
    },
  );

  // POST /api/users/switch-account – sign into a linked account; the current session ends
  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/switch-account',
      tags: ['Utilisateur'],
      security: bearer,
      middleware: [auth] as const,
      request: { body: jsonBody(z.object({ id: dbId() })) },
      responses: {
        200: json(loginResponse, 'Paire du compte cible'),
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const target = await findGroupAccount(deps.db, { caller: c.var.caller, id: c.req.valid('json').id });
      if (!target || !target.activatedAt) throw new ApiError('not_found');
      const pair = await startSession(deps, target.id);
      await revokeSession(deps.db, { id: c.var.sessionId, now: deps.clock.now() });
      return c.json({ ...pair, reset_password: target.weakPassword, second_factor: await secondFactorStep(deps, target) }, 200);
    },
  );

  return router;
}
