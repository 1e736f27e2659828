import { createRoute, z } from '@hono/zod-openapi';
import { AUDIT_ACTIONS, auditQuerySchema } from '../../../contract/back-office';
import { withStaff, type StaffEnv } from '../../auth/with-staff';
import { listAudit, type AuditRow } from '../../db/queries/back-office/audit';
import { worksForEveryBrand } from '../../db/queries/back-office/staff';
import type { Deps } from '../../deps';
import { laravelPage } from '../../http/laravel-paging';
import { bearer, createRouter, json } from '../../http/openapi';
import { laravelPageSchema } from '../../../contract/paging';
import { staffErrors, staffTag } from './shared';

const PER_PAGE = 30;

const entrySchema = z
  .object({
    id: z.number().int(),
    actor: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    target_type: z.string(),
    target_id: z.string(),
    /** Every brand the line concerns (all the distributing brands of a shared residence); empty: no brand in particular. */
    marques: z.array(z.string()),
    details: z.record(z.string(), z.unknown()),
    created_at: z.string(),
  })
  .openapi('AuditEntry');

const entryView = (row: AuditRow) => ({
  id: row.id,
  actor: row.actorEmail,
  action: row.action as (typeof AUDIT_ACTIONS)[number],
  target_type: row.targetType,
  target_id: row.targetId,
  marques: row.brandCodes,
  details: row.details,
  created_at: row.createdAt.toISOString(),
});

/** Read only: the log has no route that changes it, and the database refuses UPDATE and DELETE on it. */
export function backOfficeAuditRouter(deps: Deps) {
  const router = createRouter<StaffEnv>();

  // GET /api/back-office/audit – staff actions concerning one of the caller's brands, newest first, searchable
  router.openapi(
    createRoute({
      method: 'get',
      path: '/back-office/audit',
      tags: staffTag,
      security: bearer,
      middleware: [withStaff(deps)] as const,
      request: { query: auditQuerySchema },
      responses: { 200: json(z.object({ data: laravelPageSchema(entrySchema) }), "Journal d'audit"), ...staffErrors },
    }),
    async (c) => {
      const { q, page } = c.req.valid('query');
      const brandCodes = c.var.staffBrands;
      const everyBrand = await worksForEveryBrand(deps.db, { brandCodes });
      const { rows, total } = await listAudit(deps.db, { brandCodes, everyBrand, q, page, perPage: PER_PAGE });
      return c.json({ data: laravelPage({ requestUrl: c.req.url, rows: rows.map(entryView), page, perPage: PER_PAGE, total }) }, 200);
    },
  );

  return router;
}
