import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { withAuth } from '../auth/with-auth';
import { catalogueReads, catalogueScopeHeaders, withCatalogueReader, type CatalogueEnv } from '../auth/with-catalogue-reader';
import { findResidence, findResidenceHead, listResidenceLots, residenceLiveLots, typologySummary } from '../db/queries/catalogue';
import { missingSubscription, type Caller } from '../db/queries/catalogue-scope';
import { listProgrammeFiles } from '../db/queries/programme-files';
import { pointsOfInterest } from '../db/queries/catalogue-poi';
import { bearer, createRouter, errorResponses, idParam, json } from '../http/openapi';
import { pdfAttachment, pdfResponse } from '../http/pdf';
import { lotGridPdf } from '../pdf/lot-grid-pdf';
import { messages } from '../../contract/messages';
import { lotGridSchema, pointOfInterestSchema, residenceStateSchema, type ResidenceState } from '../../contract/programmes';
import { withProgrammeFiles } from './programme-files';
import { lotJson, residenceDetail, residenceDetailSchema, subscribeNow, subscribeSchema } from './catalogue-shapes';

const m = messages.api.catalogue;

/** Online subscription exists for programmes sold with reservation documents (the form replaces the paper pack). */
function subscriptionFormUrl(caller: Caller, residence: { id: number; withReservationDocuments: boolean }) {
  return residence.withReservationDocuments
    ? `https://souscription.${caller.brandCode}.example/residences/${residence.id}?cgp=${caller.id}`
    : null;
}

/** The errors of a read of one catalogue row: no token, not found (or not visible to the caller), a bad id. */
export const readResponses = { 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] };

/** One residence and what hangs from it: its page, lot grid (JSON and PDF), live state, subscription form and surroundings. */
export function residenceRouter(deps: Deps) {
  const router = createRouter<CatalogueEnv>();
  const common = { tags: ['Programmes'], security: bearer, middleware: withAuth(deps) };
  // What every adviser of a scope reads alike: also open to the app's own credential (withCatalogueReader).
  const shared = { tags: ['Programmes'], ...catalogueReads, middleware: withCatalogueReader(deps) };

  async function visibleResidence(caller: Caller, id: number) {
    const card = await findResidence(deps.db, { caller, id });
    if (!card) throw new ApiError('not_found', m.residenceNotFound);
    return { card, missing: missingSubscription(caller, card.residence.type) };
  }

  /** A residence the caller may see and has subscribed to; one closed by a missing subscription is not found. */
  async function openResidence(caller: Caller, id: number) {
    const { card, missing } = await visibleResidence(caller, id);
    if (missing) throw new ApiError('not_found', m.residenceNotFound);
    return card;
  }

  /** The residence as `openResidence` finds it, without its facets: what its live state and subscription form need. */
  async function openResidenceHead(caller: Caller, id: number) {
    const head = await findResidenceHead(deps.db, { caller, id });
    if (!head || missingSubscription(caller, head.type)) throw new ApiError('not_found', m.residenceNotFound);
    return head;
  }

  // GET /api/residence/{id} – one residence with every facet and its typology summary
  router.openapi(
    createRoute({
      ...shared,
      method: 'get',
      path: '/residence/{id}',
      request: { params: idParam, headers: catalogueScopeHeaders },
      responses: {
        200: json(z.union([z.object({ data: residenceDetailSchema }), subscribeSchema]), 'Résidence'),
        ...readResponses,
      },
    }),
    async (c) => {
      const { card, missing } = await visibleResidence(c.var.caller, c.req.valid('param').id);
      if (missing) return c.json(subscribeNow(missing), 200);
      const typologies = await typologySummary(deps.db, { residenceId: card.residence.id });
      const summary = typologies.map((row) => ({
        typology: row.typology,
        total: row.total,
        available: row.available,
        price_from: row.priceFrom,
        surface_from: row.surfaceFrom,
        plan_url: row.planUrl,
      }));
      const files = await listProgrammeFiles(deps.db, { residenceId: card.residence.id });
      return c.json({ data: withProgrammeFiles(residenceDetail(card, summary), files) }, 200);
    },
  );

  async function gridOf(caller: Caller, id: number) {
    const grid = await listResidenceLots(deps.db, { caller, residenceId: id });
    if (!grid || missingSubscription(caller, grid.residence.type)) throw new ApiError('not_found', m.residenceNotFound);
    return grid;
  }

  // GET /api/residence/{id}/grille-lots – every lot of the residence (the grid sorts and filters client-side)
  router.openapi(
    createRoute({
      ...shared,
      method: 'get',
      path: '/residence/{id}/grille-lots',
      request: { params: idParam, headers: catalogueScopeHeaders },
      responses: {
        200: json(z.object({ data: lotGridSchema.openapi('LotGrid') }), 'Grille des lots'),
        ...readResponses,
      },
    }),
    async (c) => {
      const grid = await gridOf(c.var.caller, c.req.valid('param').id);
      return c.json({ data: { residence: { id: grid.residence.id, name: grid.residence.name }, lots: grid.lots.map(lotJson) } }, 200);
    },
  );

  // GET /api/residence/{id}/grille-pdf – the lot grid as a PDF document (every lot, several pages)
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/residence/{id}/grille-pdf',
      request: { params: idParam },
      responses: {
        200: pdfResponse,
        ...readResponses,
      },
    }),
    async (c) => {
      const grid = await gridOf(c.var.caller, c.req.valid('param').id);
      const bytes = await lotGridPdf({ residence: grid.residence, lots: grid.lots, generatedAt: deps.clock.now() });
      return pdfAttachment(c, bytes, `grille-lots-${grid.residence.id}.pdf`, { 'cache-control': 'private, no-store' });
    },
  );

  // GET /api/residence/{id}/souscription-iframe – address of the online subscription form, null when there is none
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/residence/{id}/souscription-iframe',
      request: { params: idParam },
      responses: {
        200: json(z.object({ data: z.object({ url: z.string().nullable() }) }), 'Formulaire de souscription'),
        ...readResponses,
      },
    }),
    async (c) => {
      const head = await openResidenceHead(c.var.caller, c.req.valid('param').id);
      return c.json({ data: { url: subscriptionFormUrl(c.var.caller, head) } }, 200);
    },
  );

  // GET /api/residence/{id}/etat – what changes under a residence page: lot statuses and the caller's own state
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/residence/{id}/etat',
      description:
        "L'état vivant d'une résidence : statut de chaque lot, favori et formulaire de souscription de l'appelant, et le dernier événement en direct déjà compris (`event_cursor`, à reprendre par `Last-Event-ID`). Le reste de la fiche change rarement et peut être gardé en cache par le client.",
      request: { params: idParam },
      responses: {
        200: json(z.object({ data: residenceStateSchema.openapi('ResidenceState') }), 'État de la résidence'),
        ...readResponses,
      },
    }),
    async (c) => {
      const head = await openResidenceHead(c.var.caller, c.req.valid('param').id);
      const live = await residenceLiveLots(deps.db, { residenceId: head.id });
      const state: ResidenceState = {
        is_favorite: Boolean(head.favorite),
        subscription_url: subscriptionFormUrl(c.var.caller, head),
        lots: live.lots,
        event_cursor: live.eventCursor,
      };
      return c.json({ data: state }, 200);
    },
  );

  // GET /api/residence/{id}/points-interet – schools, health, shops, transport and sport around the residence
  router.openapi(
    createRoute({
      ...shared,
      method: 'get',
      path: '/residence/{id}/points-interet',
      request: { params: idParam, headers: catalogueScopeHeaders },
      responses: {
        200: json(z.object({ data: z.array(pointOfInterestSchema.openapi('PointOfInterest')) }), "Points d'intérêt"),

        ...readResponses,
      },
    }),
    async (c) => {
      const card = await openResidence(c.var.caller, c.req.valid('param').id);
      const data = pointsOfInterest(card.residence).map(({ distanceM, ...point }) => ({ ...point, distance_m: distanceM }));
      return c.json({ data }, 200);
    },
  );

  return router;
}
