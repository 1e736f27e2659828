import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { bookFigures, directionAdvisers, salesByAdviser } from '../db/queries/dashboard';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { findResidence } from '../db/queries/catalogue';
import { missingSubscription } from '../db/queries/catalogue-scope';
import { bearer, createRouter, errorResponses, errorSchema, idParam, json } from '../http/openapi';
import { chartSchema } from '../stats/chart';
import { periodeSchema } from '../stats/periode';
import { residenceDashboard, residenceDashboardSchema } from '../stats/residence-dashboard';
import { SUBSCRIBE_NOW, subscribeSchema } from './catalogue-shapes';

const saleStatuses = ['reserved', 'signed', 'acte', 'cancelled'] as const;
const saleLabels: Record<(typeof saleStatuses)[number], string> = { reserved: 'Réservées', signed: 'Signées', acte: 'Actées', cancelled: 'Annulées' };
const optionLabels = { placed: 'Posées', notified: 'Notifiées', reserved: 'Réservées' } as const;

const figuresSchema = z
  .object({
    options: z.object({ placed: z.number().int(), notified: z.number().int(), reserved: z.number().int(), total: z.number().int() }),
    reservations: z.object({ count: z.number().int(), amount: z.number().int() }),
    sales: z.array(z.object({ status: z.enum(saleStatuses), label: z.string(), count: z.number().int(), amount: z.number().int(), commission: z.number().int() })),
    clients: z.number().int(),
    open_disputes: z.number().int(),
    charts: z.array(chartSchema),
  })
  .openapi('DashboardFigures');

const directionSchema = z
  .object({
    data: z.object({
      figures: figuresSchema,
      advisers: z.array(
        z.object({ id: z.number().int(), prenom: z.string(), nom: z.string(), cabinet: z.string().nullable(), sales_count: z.number().int(), sales_amount: z.number().int() }),
      ),
    }),
  })
  .openapi('DirectionStats');

const forbidden = { 403: json(errorSchema, 'Réservé aux directeurs') };

async function figuresOf(deps: Deps, adviserIds: number[]): Promise<z.infer<typeof figuresSchema>> {
  const raw = await bookFigures(deps.db, { adviserIds });
  const optionCount = (status: keyof typeof optionLabels) => raw.liveOptions.find((row) => row.status === status)?.n ?? 0;
  const opts = { placed: optionCount('placed'), notified: optionCount('notified'), reserved: optionCount('reserved') };
  const sales = saleStatuses.map((status) => {
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
        label: 'Ventes par statut',
        data: { labels: sales.map((s) => s.label), datasets: [{ label: 'Montant (€)', data: sales.map((s) => s.amount) }] },
      },
      {
        type: 'pie',
        label: 'Options en cours',
        data: { labels: Object.values(optionLabels), datasets: [{ label: 'Options', data: [opts.placed, opts.notified, opts.reserved] }] },
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
      responses: { 200: json(z.object({ url: z.string() }), 'Adresse du tableau de bord direction'), 401: errorResponses[401], ...forbidden },
    }),
    async (c) => {
      if (!c.var.caller.directeur) throw new ApiError('forbidden', 'Réservé aux directeurs');
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
      if (!caller.directeur) throw new ApiError('forbidden', 'Réservé aux directeurs');
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
      if (!card) throw new ApiError('not_found', 'Résidence introuvable');
      const missing = missingSubscription(caller, card.residence.type);
      if (missing) return c.json({ message: SUBSCRIBE_NOW, subscription: missing }, 200);
      const { periode } = c.req.valid('query');
      return c.json({ data: await residenceDashboard(deps.db, { adviserId: caller.id, residence: card.residence, periode, now: deps.clock.now() }) }, 200);
    },
  );

  return router;
}
