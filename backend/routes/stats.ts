import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import type { Deps } from '../deps';
import { laravelPage } from '../http/laravel-paging';
import { bearer, createRouter, errorResponses, json } from '../http/openapi';
import { laravelPageSchema } from '../../contract/paging';
import { statsPathSchema, statsQuerySchema } from '../../contract/stats-report';
import { chartSchema } from '../stats/chart';
import { periodeSchema } from '../stats/periode';
import { displaySchema, reports, rowSchema, totalsSchema } from '../stats/reports';
import { subscribeNow, subscribeSchema } from './catalogue-shapes';

/** The subscription that opens the statistics (and the menu entries that lead to them). */
export const STATS_SUBSCRIPTION = 'stats';

const statsPageSchema = z
  .object({
    display: displaySchema,
    periode: periodeSchema,
    data: laravelPageSchema(rowSchema),
    totals: totalsSchema,
    charts: z.array(chartSchema),
  })
  .openapi('StatsPage');

const query = statsQuerySchema.extend({ periode: periodeSchema });

export function statsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();

  // GET /api/stats/{path} – the caller's sales, clients or disputes statistics: table page, totals and charts
  router.openapi(
    createRoute({
      method: 'get',
      path: '/stats/{path}',
      tags: ['Statistiques'],
      security: bearer,
      middleware: [withAuth(deps)] as const,
      request: {
        params: z.object({
          path: statsPathSchema.openapi({ param: { name: 'path', in: 'path' }, example: 'ventes' }),
        }),
        query,
      },
      responses: {
        200: json(z.union([statsPageSchema, subscribeSchema]), "Statistiques, ou 'Subscribe now' sans l'abonnement stats"),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const caller = c.var.caller;
      if (!caller.subscriptions.includes(STATS_SUBSCRIPTION)) return c.json(subscribeNow(STATS_SUBSCRIPTION), 200);
      const { path } = c.req.valid('param');
      const { periode, page, per_page: perPage } = c.req.valid('query');
      const report = await reports[path](deps.db, { adviserId: caller.id, periode, now: deps.clock.now(), page, perPage });
      return c.json(
        {
          display: report.display,
          periode,
          data: laravelPage({ requestUrl: c.req.url, rows: report.rows, page, perPage, total: report.total }),
          totals: report.totals,
          charts: report.charts,
        },
        200,
      );
    },
  );

  return router;
}
