import { staffProfileAnswerSchema } from '../../../contract/back-office';
import type { StaffEnv } from '../../auth/with-staff';
import type { Deps } from '../../deps';
import { createRouter, json } from '../../http/openapi';
import { staffRoutes } from './shared';

export function backOfficeProfileRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();
  const route = staffRoutes(deps);

  // GET /api/back-office/me – the staff member and the brands it works for
  router.openapi(route({ method: 'get', path: '/back-office/me', responses: { 200: json(staffProfileAnswerSchema.openapi('StaffProfileAnswer'), 'Membre du back-office') } }), async (c) => {
    const { id, email, prenom, nom } = c.var.caller;
    return c.json({ data: { id, email, prenom, nom, brands: c.var.staffBrands } }, 200);
  });

  return router;
}
