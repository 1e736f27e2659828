import { messageAnswerSchema } from '../../../contract/answers';
import { messages } from '../../../contract/messages';
import { resetSecondFactor } from '../../auth/second-factor';
import type { StaffEnv } from '../../auth/with-staff';
import { worksForEveryBrand } from '../../db/queries/back-office/staff';
import { findUserById } from '../../db/queries/users';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { createRouter, errorSchema, idParam, json } from '../../http/openapi';
import { staffRoutes } from './shared';

const m = messages.api.auth;

export function backOfficeSecondFactorRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();
  const route = staffRoutes(deps);

  // DELETE /api/back-office/users/{id}/second-factor – another account's key removed: it enrols again at next login
  router.openapi(
    route({
      method: 'delete',
      path: '/back-office/users/{id}/second-factor',
      request: { params: idParam },
      responses: { 200: json(messageAnswerSchema, 'Clé supprimée, sessions du compte terminées'), 403: json(errorSchema, m.secondFactorResetAllBrands) },
    }),
    async (c) => {
      if (!(await worksForEveryBrand(deps.db, { brandCodes: c.var.staffBrands }))) throw new ApiError('forbidden', m.secondFactorResetAllBrands);
      const { id } = c.req.valid('param');
      // One's own key is reset by a colleague: a stolen session cannot drop the factor that guards it.
      if (id === c.var.caller.id) throw new ApiError('forbidden', m.secondFactorResetAllBrands);
      const target = await findUserById(deps.db, { id });
      if (!target) throw new ApiError('not_found');
      await resetSecondFactor(deps, { actor: c.var.caller, target, via: 'back-office' });
      return c.json({ message: m.secondFactorResetDone }, 200);
    },
  );

  return router;
}
