import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { expiringOptions, residenceActivity, unreadThreads } from '../db/queries/home';
import { listKycForCaller } from '../db/queries/kyc';
import type { Deps } from '../deps';
import { bearer, createRouter, errorResponses, json } from '../http/openapi';
import { barChart, chartSchema } from '../stats/chart';
import { monthSeries } from '../stats/periode';
import { reports } from '../stats/reports';

/** Options expiring within this many hours are shown as things to do today. */
export const EXPIRY_WARNING_HOURS = 48;
const HOME_PERIODE = '12m';
const HOME_RESIDENCES = 6;

const figureSchema = z.object({ key: z.string(), label: z.string(), value: z.number(), format: z.enum(['number', 'euros']) });
const residenceActivitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  options: z.number().int(),
  reservations: z.number().int(),
  sales: z.number().int(),
  amount: z.number().int(),
});
const homeBlockSchema = z
  .object({
    display: z.object({ page: z.string(), type: z.enum(['figures', 'residences']), label: z.string() }),
    figures: z.array(figureSchema),
    charts: z.array(chartSchema),
    residences: z.array(residenceActivitySchema).optional(),
  })
  .openapi('HomeBlock');

const businessSchema = z
  .object({
    data: z.object({
      options_expiring: z.array(
        z.object({
          id: z.number().int(),
          expires_at: z.string(),
          lot_reference: z.string(),
          residence: z.object({ id: z.number().int(), name: z.string() }),
          client: z.string().nullable(),
        }),
      ),
      kyc_to_send: z.array(z.object({ document_type: z.string(), nom: z.string(), state: z.string() })),
      unread_messages: z.object({
        total: z.number().int(),
        threads: z.array(z.object({ id: z.number().int(), subject: z.string(), unread: z.number().int(), last_at: z.string() })),
      }),
    }),
  })
  .openapi('HomeBusiness');

export function homeRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);

  // GET /api/accueil – home blocks: the caller's sales and clients of the last 12 months, and their residences
  router.openapi(
    createRoute({
      method: 'get',
      path: '/accueil',
      tags: ['Accueil'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(z.object({ data: z.array(homeBlockSchema) }), "Blocs de la page d'accueil"), 401: errorResponses[401] },
    }),
    async (c) => {
      const caller = c.var.caller;
      const now = deps.clock.now();
      const { range } = monthSeries(HOME_PERIODE, now);
      const params = { adviserId: caller.id, periode: HOME_PERIODE, now, page: 1, perPage: 1 } as const;
      const [ventes, clients, residences] = await Promise.all([
        reports.ventes(deps.db, params),
        reports.clients(deps.db, params),
        residenceActivity(deps.db, { caller, range, limit: HOME_RESIDENCES }),
      ]);
      const blocks: z.infer<typeof homeBlockSchema>[] = [
        {
          display: { page: 'stats/ventes', type: 'figures', label: 'Mes ventes sur 12 mois' },
          figures: [
            { key: 'ventes', label: 'Ventes', value: ventes.totals.ventes, format: 'number' },
            { key: 'montant', label: 'Montant', value: ventes.totals.montant, format: 'euros' },
            { key: 'commission', label: 'Commission', value: ventes.totals.commission, format: 'euros' },
          ],
          charts: ventes.charts,
        },
        {
          display: { page: 'stats/clients', type: 'figures', label: 'Mes clients' },
          figures: [
            { key: 'clients', label: 'Clients', value: clients.totals.clients, format: 'number' },
            { key: 'nouveaux', label: 'Nouveaux sur 12 mois', value: clients.totals.nouveaux, format: 'number' },
            { key: 'acheteurs', label: 'Avec une vente sur 12 mois', value: clients.totals.acheteurs, format: 'number' },
          ],
          charts: clients.charts,
        },
        {
          display: { page: 'residences', type: 'residences', label: 'Mes résidences' },
          figures: [],
          residences,
          charts: [
            barChart(
              'Activité par résidence',
              residences.map((r) => r.name),
              [
                { label: 'Options en cours', data: residences.map((r) => r.options) },
                { label: 'Réservations', data: residences.map((r) => r.reservations) },
                { label: 'Ventes sur 12 mois', data: residences.map((r) => r.sales) },
              ],
            ),
          ],
        },
      ];
      return c.json({ data: blocks }, 200);
    },
  );

  // GET /api/accueil/business – what needs the caller today: options about to expire, KYC documents to send, unread messages
  router.openapi(
    createRoute({
      method: 'get',
      path: '/accueil/business',
      tags: ['Accueil'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(businessSchema, 'À traiter aujourd’hui'), 401: errorResponses[401] },
    }),
    async (c) => {
      const caller = c.var.caller;
      const now = deps.clock.now();
      const until = new Date(now.getTime() + EXPIRY_WARNING_HOURS * 3_600_000);
      const [expiring, kyc, unread] = await Promise.all([
        expiringOptions(deps.db, { adviserId: caller.id, now, until }),
        listKycForCaller(deps.db, { caller }),
        unreadThreads(deps.db, { userId: caller.id }),
      ]);
      // Still to send: a required document never received, or refused (a sent one awaits review: nothing to do).
      const toSend = kyc.filter(({ type, document }) => type.required && (!document || document.state === 'NON RECU' || document.state === 'KO'));
      return c.json(
        {
          data: {
            options_expiring: expiring.map((o) => ({
              id: o.id,
              expires_at: o.expiresAt.toISOString(),
              lot_reference: o.lotReference,
              residence: { id: o.residenceId, name: o.residenceName },
              client: o.clientNom ? `${o.clientPrenom} ${o.clientNom}` : null,
            })),
            kyc_to_send: toSend.map(({ type, document }) => ({ document_type: type.key, nom: type.label, state: document?.state ?? 'NON RECU' })),
            unread_messages: {
              total: unread.reduce((n, t) => n + t.unread, 0),
              threads: unread.map((t) => ({ id: t.id, subject: t.subject, unread: t.unread, last_at: new Date(t.lastAt).toISOString() })),
            },
          },
        },
        200,
      );
    },
  );

  return router;
}
