import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { menuAnswerSchema, menuEntrySchema as contractMenuEntrySchema } from '../../contract/menu';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { listMenuForUser } from '../db/queries/menu';
import { bearer, createRouter, errorResponses, json } from '../http/openapi';

const menuEntrySchema = contractMenuEntrySchema.openapi('MenuEntry');

export function menuRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();

  // GET /api/menu – the caller's personalised menu (role, brand, directeur, subscriptions)
  router.openapi(
    createRoute({
      method: 'get',
      path: '/menu',
      tags: ['Contenu'],
      security: bearer,
      middleware: [withAuth(deps)] as const,
      responses: { 200: json(menuAnswerSchema.extend({ display: z.array(menuEntrySchema) }), 'Menu'), 401: errorResponses[401] },
    }),
    async (c) => c.json({ display: await listMenuForUser(deps.db, { caller: c.var.caller }) }, 200),
  );

  return router;
}
