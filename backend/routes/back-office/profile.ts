import { createRoute, z } from '@hono/zod-openapi';
import { withStaff, type StaffEnv } from '../../auth/with-staff';
import type { Deps } from '../../deps';
import { bearer, createRouter, json } from '../../http/openapi';
import { staffErrors, staffTag } from './shared';

export function backOfficeProfileRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();

  // GET /api/back-office/me – the staff member and the brands it works for
  router.openapi(
    createRoute({
      method: 'get',
      path: '/back-office/me',
      tags: staffTag,
      security: bearer,
      middleware: [withStaff(deps)] as const,
      responses: {
        200: json(
          z.object({ data: z.object({ id: z.number().int(), email: z.string(), prenom: z.string(), nom: z.string(), brands: z.array(z.string()) }) }),
          'Membre du back-office',
        ),
        ...staffErrors,
      },
    }),
    async (c) => {
      const { id, email, prenom, nom } = c.var.caller;
      return c.json({ data: { id, email, prenom, nom, brands: c.var.staffBrands } }, 200);
    },
  );

  return router;
}
