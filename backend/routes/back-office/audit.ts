import { createRoute } from '@hono/zod-openapi';
import { auditPageSchema, auditQuerySchema, type AuditAction } from '../../../contract/back-office';
import { withStaff, type StaffEnv } from '../../auth/with-staff';
import { listAudit, type AuditRow } from '../../db/queries/back-office/audit';
import { worksForEveryBrand } from '../../db/queries/back-office/staff';
import type { Deps } from '../../deps';
import { laravelPage } from '../../http/laravel-paging';
import { bearer, createRouter, json } from '../../http/openapi';
import { staffErrors, staffTag } from './shared';

const PER_PAGE = 30;

const entryView = (row: AuditRow) => ({
  id: row.id,
  actor: row.actorEmail,
  action: row.action as AuditAction,
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
      responses: { 200: json(auditPageSchema.openapi('AuditPage'), "Journal d'audit"), ...staffErrors },
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
