import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { withAuth } from '../auth/with-auth';
import { catalogueReads, catalogueScopeHeaders, withCatalogueReader, type CatalogueEnv } from '../auth/with-catalogue-reader';
import {
  findLot,
  findResidence,
  listResidenceLots,
  listResidences,
  residenceFilterOptions,
  residenceLotStatuses,
  typologySummary,
  type ResidenceFilters,
  type Typology,
} from '../db/queries/catalogue';
import { missingSubscription, type Caller } from '../db/queries/catalogue-scope';
import { listProgrammeFiles } from '../db/queries/programme-files';
import { pointsOfInterest } from '../db/queries/catalogue-poi';
import { bearer, createRouter, errorResponses, idParam, json } from '../http/openapi';
import { laravelPage } from '../http/laravel-paging';
import { pdfAttachment, pdfResponse } from '../http/pdf';
import { lotGridPdf } from '../pdf/lot-grid-pdf';
import { messages } from '../../contract/messages';
import {
  filterOptionsSchema,
  lotDetailSchema,
  lotGridSchema,
  pointOfInterestSchema,
  residenceFilterQuery,
  residenceStateSchema,
  residenceTypeSchema,
  residenceTypesQuery,
  type ResidenceState,
  type ResidenceType,
} from '../../contract/programmes';
import { withProgrammeFiles } from './programme-files';
import {
  lotJson,
  pageSchema,
  residenceCard,
  residenceCardSchema,
  residenceDetail,
  residenceDetailSchema,
  subscribeNow,
  subscribeSchema,
} from './catalogue-shapes';

const m = messages.api.catalogue;

/** Online subscription exists for programmes sold with reservation documents (the form replaces the paper pack). */
function subscriptionFormUrl(caller: Caller, residence: { id: number; reservationDocuments: unknown[] }) {
  return residence.reservationDocuments.length
    ? `https://souscription.${caller.brandCode}.example/residences/${residence.id}?cgp=${caller.id}`
    : null;
}

const allQuerySchema = z.object({ ...residenceFilterQuery, type: residenceTypesQuery });
const typeQuerySchema = z.object(residenceFilterQuery);
type FilterQuery = z.infer<typeof typeQuerySchema>;

const typeParamSchema = z.object({ type: residenceTypeSchema.openapi({ param: { name: 'type', in: 'path' } }) });

function toFilters(query: FilterQuery, types?: ResidenceType[]): ResidenceFilters {
  if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max) {
    throw new ApiError('unprocessable', m.priceRange, { price_min: [m.priceRange] });
  }
  return {
    types,
    q: query.q || undefined,
    location: query.location || undefined,
    priceMin: query.price_min,
    priceMax: query.price_max,
    typologies: query.typology ? (query.typology.split(',') as Typology[]) : undefined,
    yieldMin: query.yield_min,
    deliveryBefore: query.delivery_before,
    taxScheme: query.tax_scheme || undefined,
    available: query.available === '1' || query.available === 'true',
  };
}

const residencePage = pageSchema(residenceCardSchema, 'ResidencePage');
const listResponses = {
  200: json(z.union([z.object({ data: residencePage }), subscribeSchema]), 'Page de résidences, ou abonnement requis'),
  401: errorResponses[401],
  422: errorResponses[422],
};
const readResponses = { 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] };

export function residencesRouter(deps: Deps) {
  const router = createRouter<CatalogueEnv>();
  const auth = withAuth(deps);
  const common = { tags: ['Programmes'], security: bearer, middleware: auth };
  // What every adviser of a scope reads alike: also open to the app's own credential (withCatalogueReader).
  const shared = { tags: ['Programmes'], ...catalogueReads, middleware: withCatalogueReader(deps) };

  // GET /api/residences/filtres – values offered by the list filters (departments, tax schemes, ranges)
  router.openapi(
    createRoute({
      ...shared,
      method: 'get',
      path: '/residences/filtres',
      request: { query: z.object({ type: residenceTypesQuery }), headers: catalogueScopeHeaders },
      responses: {
        200: json(z.object({ data: filterOptionsSchema.openapi('FilterOptions') }), 'Valeurs des filtres'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { type } = c.req.valid('query');
      const options = await residenceFilterOptions(deps.db, {
        caller: c.var.caller,
        types: type ? (type.split(',') as ResidenceType[]) : undefined,
      });
      return c.json(
        {
          data: {
            departments: options.departments,
            tax_schemes: options.taxSchemes,
            price_min: options.priceMin,
            price_max: options.priceMax,
            yield_max: options.yieldMax,
          },
        },
        200,
      );
    },
  );

  // GET /api/residences and GET /api/residences-liste (the SPEC's name) – every programme type the caller may see,
  // filtered, sorted and paged
  for (const path of ['/residences', '/residences-liste']) {
    router.openapi(
      createRoute({ ...common, method: 'get', path, request: { query: allQuerySchema }, responses: listResponses }),
      async (c) => {
        const query = c.req.valid('query');
        const filters = toFilters(query, query.type ? (query.type.split(',') as ResidenceType[]) : undefined);
        const { rows, total } = await listResidences(deps.db, {
          caller: c.var.caller,
          filters,
          sort: query.sort,
          page: query.page,
          perPage: query.per_page,
        });
        const page = laravelPage({ requestUrl: c.req.url, rows: rows.map(residenceCard), page: query.page, perPage: query.per_page, total });
        return c.json({ data: page }, 200);
      },
    );
  }

  // GET /api/residences/{type} – one programme type (ancien, neuf, lmnp, decote, impact, residentiel), paged
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/residences/{type}',
      request: { params: typeParamSchema, query: typeQuerySchema },
      responses: listResponses,
    }),
    async (c) => {
      const { type } = c.req.valid('param');
      const missing = missingSubscription(c.var.caller, type);
      if (missing) return c.json(subscribeNow(missing), 200);
      const query = c.req.valid('query');
      const { rows, total } = await listResidences(deps.db, {
        caller: c.var.caller,
        filters: toFilters(query, [type]),
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
      });
      const page = laravelPage({ requestUrl: c.req.url, rows: rows.map(residenceCard), page: query.page, perPage: query.per_page, total });
      return c.json({ data: page }, 200);
    },
  );

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
      const card = await openResidence(c.var.caller, c.req.valid('param').id);
      return c.json({ data: { url: subscriptionFormUrl(c.var.caller, card.residence) } }, 200);
    },
  );

  // GET /api/residence/{id}/etat – what changes under a residence page: lot statuses and the caller's own state
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/residence/{id}/etat',
      description:
        "L'état vivant d'une résidence : statut de chaque lot, favori et formulaire de souscription de l'appelant. Le reste de la fiche change rarement et peut être gardé en cache par le client.",
      request: { params: idParam },
      responses: {
        200: json(z.object({ data: residenceStateSchema.openapi('ResidenceState') }), 'État de la résidence'),
        ...readResponses,
      },
    }),
    async (c) => {
      const card = await openResidence(c.var.caller, c.req.valid('param').id);
      const state: ResidenceState = {
        is_favorite: Boolean(card.favorite),
        subscription_url: subscriptionFormUrl(c.var.caller, card.residence),
        lots: await residenceLotStatuses(deps.db, { residenceId: card.residence.id }),
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

  // GET /api/lot/{id} – one lot with its residence
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/lot/{id}',
      request: { params: idParam },
      responses: {
        200: json(z.object({ data: lotDetailSchema.openapi('LotDetail') }), 'Lot'),

        ...readResponses,
      },
    }),
    async (c) => {
      const found = await findLot(deps.db, { caller: c.var.caller, id: c.req.valid('param').id });
      if (!found || missingSubscription(c.var.caller, found.residence.type)) throw new ApiError('not_found', m.lotNotFound);
      const r = found.residence;
      return c.json(
        {
          data: {
            ...lotJson(found.lot),
            residence: {
              id: r.id,
              name: r.name,
              type: r.type,
              city: r.city,
              postcode: r.postcode,
              tax_scheme: r.taxScheme,
              delivery_date: r.deliveryDate,
              notary: r.notary,
            },
          },
        },
        200,
      );
    },
  );

  return router;
}
