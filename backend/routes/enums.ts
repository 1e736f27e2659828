import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { listEnumValues } from '../db/queries/enums';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { bearer, createRouter, errorResponses, json } from '../http/openapi';
import { enumChoiceSchema, enumNameSchema } from '../../contract/enums';
import { messages } from '../../contract/messages';

const nameParam = z.object({ name: enumNameSchema.openapi({ param: { name: 'name', in: 'path' }, example: 'civilites' }) });
const choiceSchema = enumChoiceSchema.openapi('EnumChoice');

export function enumsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();

  // GET /api/web-content/enums/{name} – the choices a form shows for one field (civilités, financements…)
  router.openapi(
    createRoute({
      method: 'get',
      path: '/web-content/enums/{name}',
      tags: ['Contenu'],
      security: bearer,
      middleware: [withAuth(deps)] as const,
      request: { params: nameParam },
      responses: {
        200: json(z.object({ data: z.array(choiceSchema) }), 'Choix'),
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const rows = await listEnumValues(deps.db, { name: c.req.valid('param').name });
      if (!rows.length) throw new ApiError('not_found', messages.api.enums.notFound);
      return c.json({ data: rows }, 200);
    },
  );

  return router;
}
