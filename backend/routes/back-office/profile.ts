import { z } from '@hono/zod-openapi';
import type { StaffEnv } from '../../auth/with-staff';
import type { Deps } from '../../deps';
import { createRouter, json } from '../../http/openapi';
import { staffRoutes } from './shared';

const profileSchema = z.object({ id: z.number().int(), email: z.string(), prenom: z.string(), nom: z.string(), brands: z.array(z.string()) });

export function backOfficeProfileRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();
  const route = staffRoutes(deps);

  // GET /api/back-office/me – the staff member and the brands it works for
  router.openapi(route({ method: 'get', path: '/back-office/me', responses: { 200: json(z.object({ data: profileSchema }), 'Membre du back-office') } }), async (c) => {
    const { id, email, prenom, nom } = c.var.caller;
    return c.json({ data: { id, email, prenom, nom, brands: c.var.staffBrands } }, 200);
  });

  return router;
}
