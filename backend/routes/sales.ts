import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { findDispute, findFollowUp, findSale, listDisputes, listFollowUps, listSales } from '../db/queries/sales';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { laravelPage } from '../http/laravel-paging';
import { bearer, createRouter, errorResponses, idParam, json } from '../http/openapi';
import { disputeSchema, disputeView, followUpSchema, followUpView, saleSchema, saleView } from '../selling/sales-view';
import { pageOf } from '../selling/shapes';
import { messages } from '../../contract/messages';
import { saleListQuerySchema as saleListQuery, salesListQuerySchema as listQuery } from '../../contract/sales';

const m = messages.api.sales;

export function salesRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);
  const route = <const R extends { query?: z.ZodObject; params?: typeof idParam }>(
    path: string,
    tag: string,
    request: R,
    response: ReturnType<typeof json>,
  ) =>
    createRoute({
      method: 'get',
      path,
      tags: [tag],
      security: bearer,
      middleware: [auth] as const,
      request,
      responses: { 200: response, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
    });

  // GET /api/ventes – the caller's sales, newest first
  router.openapi(route('/ventes', 'Ventes', { query: saleListQuery }, json(pageOf(saleSchema, 'VentePage'), 'Ventes')), async (c) => {
    const { page, per_page: perPage, status } = c.req.valid('query');
    const { rows, total } = await listSales(deps.db, { adviserId: c.var.caller.id, page, perPage, status: status ? [status] : undefined });
    return c.json({ data: laravelPage({ requestUrl: c.req.url, rows: rows.map(saleView), page, perPage, total }) }, 200);
  });

  // GET /api/ventes/{id} – one sale
  router.openapi(route('/ventes/{id}', 'Ventes', { params: idParam }, json(z.object({ data: saleSchema }), 'Vente')), async (c) => {
    const row = await findSale(deps.db, { adviserId: c.var.caller.id, id: c.req.valid('param').id });
    if (!row) throw new ApiError('not_found', m.saleNotFound);
    return c.json({ data: saleView(row) }, 200);
  });

  // GET /api/suivis – the caller's follow-ups
  router.openapi(route('/suivis', 'Suivis', { query: listQuery }, json(pageOf(followUpSchema, 'SuiviPage'), 'Suivis')), async (c) => {
    const { page, per_page: perPage } = c.req.valid('query');
    const { rows, total } = await listFollowUps(deps.db, { adviserId: c.var.caller.id, page, perPage });
    return c.json({ data: laravelPage({ requestUrl: c.req.url, rows: rows.map(followUpView), page, perPage, total }) }, 200);
  });

  // GET /api/suivis/{id} – one follow-up
  router.openapi(route('/suivis/{id}', 'Suivis', { params: idParam }, json(z.object({ data: followUpSchema }), 'Suivi')), async (c) => {
    const row = await findFollowUp(deps.db, { adviserId: c.var.caller.id, id: c.req.valid('param').id });
    if (!row) throw new ApiError('not_found', m.followUpNotFound);
    return c.json({ data: followUpView(row) }, 200);
  });

  // GET /api/litiges – the caller's disputes
  router.openapi(route('/litiges', 'Litiges', { query: listQuery }, json(pageOf(disputeSchema, 'LitigePage'), 'Litiges')), async (c) => {
    const { page, per_page: perPage } = c.req.valid('query');
    const { rows, total } = await listDisputes(deps.db, { adviserId: c.var.caller.id, page, perPage });
    return c.json({ data: laravelPage({ requestUrl: c.req.url, rows: rows.map(disputeView), page, perPage, total }) }, 200);
  });

  // GET /api/litiges/{id} – one dispute
  router.openapi(route('/litiges/{id}', 'Litiges', { params: idParam }, json(z.object({ data: disputeSchema }), 'Litige')), async (c) => {
    const row = await findDispute(deps.db, { adviserId: c.var.caller.id, id: c.req.valid('param').id });
    if (!row) throw new ApiError('not_found', m.disputeNotFound);
    return c.json({ data: disputeView(row) }, 200);
  });

  return router;
}
