import { createRoute } from '@hono/zod-openapi';
import { messages } from '../../contract/messages';
import { communicationsAnswerSchema, communicationsInputSchema } from '../../contract/communications';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { updateCommunications } from '../db/queries/users';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { bearer, createRouter, errorResponses, idParam, json, jsonBody } from '../http/openapi';

const m = messages.api.auth;
const preferencesBody = communicationsInputSchema.openapi('CommunicationPreferences');

export function communicationsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();

  // PUT /api/cgps/{id} – the caller's communication preferences (news by email, news by SMS)
  router.openapi(
    createRoute({
      method: 'put',
      path: '/cgps/{id}',
      tags: ['Utilisateur'],
      security: bearer,
      middleware: [withAuth(deps)] as const,
      request: { params: idParam, body: jsonBody(preferencesBody) },
      responses: {
        200: json(communicationsAnswerSchema.extend({ data: preferencesBody }), 'Communications mises à jour'),
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      // An adviser only changes their own account; any other id is unknown to them.
      if (c.req.valid('param').id !== c.var.caller.id) throw new ApiError('not_found', m.adviserNotFound);
      const input = c.req.valid('json');
      const row = await updateCommunications(deps.db, { userId: c.var.caller.id, newsCgp: input.news_cgp, smsCgp: input.sms_cgp, now: deps.clock.now() });
      return c.json({ message: m.communicationsUpdated, data: { news_cgp: row.newsCgp, sms_cgp: row.smsCgp } }, 200);
    },
  );

  return router;
}
