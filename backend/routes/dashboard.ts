import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { bookFigures, directionAdvisers, salesByAdviser } from '../db/queries/dashboard';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { findResidence } from '../db/queries/catalogue';
import { missingSubscription } from '../db/queries/catalogue-scope';
import { bearer, createRouter, errorResponses, errorSchema, idParam, json } from '../http/openapi';
import { dashboardFiguresSchema, directionStatsSchema, directionUrlSchema, type DashboardFigures } from '../../contract/dashboard';
import { messages } from '../../contract/messages';
import { SALE_STATUSES } from '../../contract/sales';
import { chartSchema } from '../stats/chart';
import { periodeSchema } from '../stats/periode';
import { residenceDashboard, residenceDashboardSchema } from '../stats/residence-dashboard';
import { subscribeNow, subscribeSchema } from './catalogue-shapes';

const m = messages.api.dashboard;
const { amountDataset, saleStatuses: saleLabels, optionStatuses: optionLabels } = messages.api.labels;

const figuresSchema = dashboardFiguresSchema.extend({ charts: chartSchema.array() }).openapi('DashboardFigures');
const directionSchema = z.object({ data: directionStatsSchema.extend({ figures: figuresSchema }) }).openapi('DirectionStats');

const forbidden = { 403: json(errorSchema, m.directorsOnly) };

async function figuresOf(deps: Deps, adviserIds: number[]): Promise<DashboardFigures> {
  const raw = await bookFigures(deps.db, { adviserIds });
  const optionCount = (status: keyof typeof optionLabels) => raw.liveOptions.find((row) => row.status === status)?.n ?? 0;
  const opts = { placed: optionCount('placed'), notified: optionCount('notified'), reserved: optionCount('reserved') };
  const sales = SALE_STATUSES.map((status) => {
    const row = raw.salesByStatus.find((r) => r.status === status);
    return { status, label: saleLabels[status], count: row?.n ?? 0, amount: row?.amount ?? 0, commission: row?.commission ?? 0 };
  });
  return {
    options: { ...opts, total: opts.placed + opts.notified + opts.reserved },
    reservations: { count: raw.reserved?.n ?? 0, amount: raw.reserved?.amount ?? 0 },
    sales,
    clients: raw.clients,
    open_disputes: raw.openDisputes,
    charts: [
      {
        type: 'bar',
        label: m.salesChart,
        data: { labels: sales.map((s) => s.label), datasets: [{ label: amountDataset, data: sales.map((s) => s.amount) }] },
      },
      {
        type: 'pie',
        label: m.optionsChart,
        data: { labels: Object.values(optionLabels), datasets: [{ label: m.optionsDataset, data: [opts.placed, opts.notified, opts.reserved] }] },
      },
    ],
  };
}

export function dashboardRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);

  // GET /api/dashboard – the caller's own figures: live options, reservations, sales by status, clients, open disputes
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard',
      tags: ['Tableau de bord'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(z.object({ data: figuresSchema }), 'Chiffres du conseiller'), 401: errorResponses[401] },
    }),
    async (c) => c.json({ data: await figuresOf(deps, [c.var.caller.id]) }, 200),
  );

  // GET /api/dashboard/direction – where the director's dashboard lives (SPEC §7 answers a url)
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/direction',
      tags: ['Tableau de bord'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(directionUrlSchema, 'Adresse du tableau de bord direction'), 401: errorResponses[401], ...forbidden },
    }),
    async (c) => {
      if (!c.var.caller.directeur) throw new ApiError('forbidden', m.directorsOnly);
      return c.json({ url: '/dashboard/direction' }, 200);
    },
  );

  // GET /api/dashboard/direction/stats – figures of every adviser of the director's brand, and each one's signed sales
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/direction/stats',
      tags: ['Tableau de bord'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(directionSchema, 'Chiffres de la direction'), 401: errorResponses[401], ...forbidden },
    }),
    async (c) => {
      const caller = c.var.caller;
      if (!caller.directeur) throw new ApiError('forbidden', m.directorsOnly);
      const advisers = await directionAdvisers(deps.db, { brandCode: caller.brandCode });
      const ids = advisers.map((a) => a.id);
      const [figures, ranking] = await Promise.all([figuresOf(deps, ids), salesByAdviser(deps.db, { adviserIds: ids })]);
      const rows = advisers
        .map((a) => {
          const sold = ranking.find((r) => r.adviserId === a.id);
          return { ...a, sales_count: sold?.n ?? 0, sales_amount: sold?.amount ?? 0 };
        })
        .sort((x, y) => y.sales_amount - x.sales_amount);
      return c.json({ data: { figures, advisers: rows } }, 200);
    },
  );

  // GET /api/dashboard/residence/{id} – one residence the caller may see: its lots, and the caller's own options, reservations and sales
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dashboard/residence/{id}',
      tags: ['Tableau de bord'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam, query: z.object({ periode: periodeSchema }) },
      responses: {
        200: json(z.union([z.object({ data: residenceDashboardSchema }), subscribeSchema]), 'Tableau de bord de la résidence'),
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const caller = c.var.caller;
      const card = await findResidence(deps.db, { caller, id: c.req.valid('param').id });
      if (!card) throw new ApiError('not_found', messages.api.catalogue.residenceNotFound);
      const missing = missingSubscription(caller, card.residence.type);
      if (missing) return c.json(subscribeNow(missing), 200);
      const { periode } = c.req.valid('query');
      return c.json({ data: await residenceDashboard(deps.db, { adviserId: caller.id, residence: card.residence, periode, now: deps.clock.now() }) }, 200);
    },
  );

  return router;
}
