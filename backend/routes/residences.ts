import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { catalogueReads, catalogueScopeHeaders, withCatalogueReader, type CatalogueEnv } from '../auth/with-catalogue-reader';
import { listResidences, residenceFilterOptions, type ResidenceFilters, type Typology } from '../db/queries/catalogue';
import { missingSubscription } from '../db/queries/catalogue-scope';
import { createRouter, errorResponses, json } from '../http/openapi';
import { laravelPage } from '../http/laravel-paging';
import { messages } from '../../contract/messages';
import { filterOptionsSchema, residenceFilterQuery, residenceTypeSchema, residenceTypesQuery, type ResidenceType } from '../../contract/programmes';
import { pageSchema, residenceCard, residenceCardSchema, subscribeNow, subscribeSchema } from './catalogue-shapes';

const m = messages.api.catalogue;

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
/** The residence lists: every type, one type, and the values their filters offer; the same for every adviser of a scope. */
export function residencesRouter(deps: Deps) {
  const router = createRouter<CatalogueEnv>();
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
      createRoute({ ...shared, method: 'get', path, request: { query: allQuerySchema, headers: catalogueScopeHeaders }, responses: listResponses }),
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
      ...shared,
      method: 'get',
      path: '/residences/{type}',
      request: { params: typeParamSchema, query: typeQuerySchema, headers: catalogueScopeHeaders },
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

  return router;
}
