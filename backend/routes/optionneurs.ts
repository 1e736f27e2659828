import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { findOptionneurByEmail, insertOptionneur, listOptionneurs, type OptionneurRow } from '../db/queries/optionneurs';
import type { Deps } from '../deps';
import { invalid } from '../errors';
import { bearer, createRouter, errorResponses, json, jsonBody } from '../http/openapi';
import { personView } from '../selling/person';
import { messages } from '../../contract/messages';
import {
  optionneurAnswerSchema,
  optionneurInputSchema as contractInputSchema,
  optionneurListSchema,
  optionneurSchema as contractOptionneurSchema,
} from '../../contract/optionneurs';

const m = messages.api.selling;
const optionneurSchema = contractOptionneurSchema.openapi('Optionneur');
const optionneurInputSchema = contractInputSchema.openapi('OptionneurInput');

const view = (row: OptionneurRow) => ({ ...personView(row), societe: row.societe });

export function optionneursRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);

  // GET /api/optionneurs – the people the caller places options for
  router.openapi(
    createRoute({
      method: 'get',
      path: '/optionneurs',
      tags: ['Options'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(optionneurListSchema.extend({ data: z.array(optionneurSchema) }), 'Optionneurs'), 401: errorResponses[401] },
    }),
    async (c) => c.json({ data: (await listOptionneurs(deps.db, { adviserId: c.var.caller.id })).map(view) }, 200),
  );

  // POST /api/optionneurs – add an optionneur; the answer holds it under `optionneur`
  router.openapi(
    createRoute({
      method: 'post',
      path: '/optionneurs',
      tags: ['Options'],
      security: bearer,
      middleware: [auth] as const,
      request: { body: jsonBody(optionneurInputSchema) },
      responses: {
        201: json(optionneurAnswerSchema.extend({ optionneur: optionneurSchema }), 'Optionneur ajouté'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const adviserId = c.var.caller.id;
      if (input.email && (await findOptionneurByEmail(deps.db, { adviserId, email: input.email }))) {
        throw invalid('email', m.optionneurExists);
      }
      const row = await insertOptionneur(deps.db, {
        adviserId,
        civilite: input.civilite ?? null,
        prenom: input.prenom,
        nom: input.nom,
        email: input.email ?? null,
        telephone: input.telephone ?? null,
        societe: input.societe ?? null,
      });
      return c.json({ message: m.optionneurAdded, optionneur: view(row) }, 201);
    },
  );

  return router;
}
