import { createRoute } from '@hono/zod-openapi';
import { backOfficeText, lotUpdateSchema, staffLotAnswerSchema, staffLotListSchema, staffResidenceListSchema } from '../../../contract/back-office';
import { withStaff, type StaffEnv } from '../../auth/with-staff';
import { brandsConcerned, recordAudit } from '../../db/queries/back-office/audit';
import { findStaffLot, listStaffLots, listStaffResidences, updateLot } from '../../db/queries/back-office/lots';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { bearer, createRouter, idParam, json, jsonBody } from '../../http/openapi';
import { assertOwnsResidence, sharedCatalogueRefusal } from './catalogue-ownership';
import { staffErrors, staffTag } from './shared';
import { messages } from '../../../contract/messages';

export function backOfficeLotsRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();
  const staff = withStaff(deps);

  // GET /api/back-office/residences – residences sold by the caller's brands
  router.openapi(
    createRoute({
      method: 'get',
      path: '/back-office/residences',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      responses: { 200: json(staffResidenceListSchema.openapi('StaffResidences'), 'Résidences'), ...staffErrors },
    }),
    async (c) => c.json({ data: await listStaffResidences(deps.db, { brandCodes: c.var.staffBrands }) }, 200),
  );

  // GET /api/back-office/residences/{id}/lots – every lot of one of those residences, with status and price
  router.openapi(
    createRoute({
      method: 'get',
      path: '/back-office/residences/{id}/lots',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: idParam },
      responses: { 200: json(staffLotListSchema.openapi('StaffLots'), 'Lots'), ...staffErrors },
    }),
    async (c) => c.json({ data: await listStaffLots(deps.db, { residenceId: c.req.valid('param').id, brandCodes: c.var.staffBrands }) }, 200),
  );

  // PUT /api/back-office/lots/{id} – set a lot's status and price; advisers with the residence open see it live
  router.openapi(
    createRoute({
      method: 'put',
      path: '/back-office/lots/{id}',
      tags: staffTag,
      security: bearer,
      middleware: [staff] as const,
      request: { params: idParam, body: jsonBody(lotUpdateSchema.openapi('LotUpdate')) },
      responses: { 200: json(staffLotAnswerSchema.openapi('StaffLotAnswer'), 'Lot mis à jour'), 403: sharedCatalogueRefusal, ...staffErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const found = await findStaffLot(deps.db, { id, brandCodes: c.var.staffBrands });
      if (!found) throw new ApiError('not_found', messages.api.notFound.lot);
      await assertOwnsResidence(deps, found.residence.brands, c.var.staffBrands);
      const now = deps.clock.now();
      const lot = await deps.db.transaction(async (tx) => {
        const row = await updateLot(tx, { id, ...body });
        await recordAudit(tx, {
          actor: c.var.caller,
          action: 'lot.update',
          targetType: 'lot',
          targetId: id,
          brandCodes: await brandsConcerned(tx, found.residence.brands),
          details: { residence: found.residence.name, reference: found.lot.reference, from: { status: found.lot.status, price: found.lot.price }, to: body },
          now,
        });
        return row;
      });
      const message = backOfficeText.lots.saved.replace('{reference}', lot.reference);
      return c.json({ message, data: { id: lot.id, reference: lot.reference, typology: lot.typology, status: lot.status, price: lot.price } }, 200);
    },
  );

  return router;
}
