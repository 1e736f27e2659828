import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { expiringOptions, residenceActivity, unreadThreads } from '../db/queries/home';
import { listKycForCaller } from '../db/queries/kyc';
import type { Deps } from '../deps';
import { bearer, createRouter, errorResponses, json } from '../http/openapi';
import * as contract from '../../contract/home';
import { messages } from '../../contract/messages';
import { barChart, chartSchema } from '../stats/chart';
import { monthSeries } from '../stats/periode';
import { reports } from '../stats/reports';

/** Options expiring within this many hours are shown as things to do today. */
export const EXPIRY_WARNING_HOURS = 48;
const HOME_PERIODE = '12m';
const HOME_RESIDENCES = 6;

const homeBlockSchema = contract.homeBlockSchema.extend({ charts: chartSchema.array() }).openapi('HomeBlock');
const businessSchema = z.object({ data: contract.homeBusinessSchema }).openapi('HomeBusiness');
const m = messages.api.home;

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
      const blocks: contract.HomeBlock[] = [
        {
          display: { page: 'stats/ventes', type: 'figures', label: m.sales.label },
          figures: [
            { key: 'ventes', label: m.sales.ventes, value: ventes.totals.ventes, format: 'number' },
            { key: 'montant', label: m.sales.montant, value: ventes.totals.montant, format: 'euros' },
            { key: 'commission', label: m.sales.commission, value: ventes.totals.commission, format: 'euros' },
          ],
          charts: ventes.charts,
        },
        {
          display: { page: 'stats/clients', type: 'figures', label: m.clients.label },
          figures: [
            { key: 'clients', label: m.clients.clients, value: clients.totals.clients, format: 'number' },
            { key: 'nouveaux', label: m.clients.nouveaux, value: clients.totals.nouveaux, format: 'number' },
            { key: 'acheteurs', label: m.clients.acheteurs, value: clients.totals.acheteurs, format: 'number' },
          ],
          charts: clients.charts,
        },
        {
          display: { page: 'residences', type: 'residences', label: m.residences.label },
          figures: [],
          residences,
          charts: [
            barChart(
              m.residences.chart,
              residences.map((r) => r.name),
              [
                { label: m.residences.options, data: residences.map((r) => r.options) },
                { label: m.residences.reservations, data: residences.map((r) => r.reservations) },
                { label: m.residences.sales, data: residences.map((r) => r.sales) },
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
