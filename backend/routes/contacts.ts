import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { listBrandContacts } from '../db/queries/contacts';
import type { Deps } from '../deps';
import { brandContactListSchema, brandContactSchema } from '../../contract/contacts';
import { bearer, createRouter, errorResponses, json } from '../http/openapi';

const contactSchema = brandContactSchema.openapi('BrandContact');

export function contactsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();

  // GET /api/contact-us – the back-office contacts of the caller's brand
  router.openapi(
    createRoute({
      method: 'get',
      path: '/contact-us',
      tags: ['Contenu'],
      security: bearer,
      middleware: [withAuth(deps)] as const,
      responses: { 200: json(brandContactListSchema.extend({ data: z.array(contactSchema) }), 'Contacts'), 401: errorResponses[401] },
    }),
    async (c) => {
      const rows = await listBrandContacts(deps.db, { brandCode: c.var.caller.brandCode });
      return c.json({ data: rows.map(({ id, service, name, email, telephone }) => ({ id, service, name, email, telephone })) }, 200);
    },
  );

  return router;
}
