import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { globalSearch, searchByLocation } from '../db/queries/catalogue-search';
import { bearer, createRouter, errorResponses, json, jsonBody } from '../http/openapi';
import { globalSearchBodySchema, globalSearchResultSchema, locationSearchBodySchema, locationSearchResultSchema } from '../../contract/search';
import { fundCard, lotJson, residenceCard } from './catalogue-shapes';

const SEARCH_LIMIT = 8;

export function searchRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const common = { tags: ['Recherche'], security: bearer, middleware: withAuth(deps) };

  // POST /api/global-search – programmes, funds, lots and the caller's own clients matching a query
  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/global-search',
      request: { body: jsonBody(globalSearchBodySchema) },
      responses: {
        200: json(z.object({ data: globalSearchResultSchema.openapi('GlobalSearchResult') }), 'Résultats'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { query } = c.req.valid('json');
      const found = await globalSearch(deps.db, { caller: c.var.caller, query, limit: SEARCH_LIMIT });
      return c.json(
        {
          data: {
            residences: found.residences.map(residenceCard),
            funds: found.funds.map(fundCard),
            lots: found.lots.map((hit) => ({ ...lotJson(hit.lot), residence_name: hit.residenceName, residence_city: hit.residenceCity })),
            clients: found.clients,
          },
        },
        200,
      );
    },
  );

  // POST /api/residence/search-by-location – residences by place name ({search}), around a point ({lat,lng,radius_km}) or all ({all:true})
  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/residence/search-by-location',
      request: { body: jsonBody(locationSearchBodySchema) },
      responses: {
        200: json(z.object({ data: locationSearchResultSchema.openapi('LocationSearchResult') }), 'Résidences localisées'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const point =
        body.lat !== undefined && body.lng !== undefined ? { lat: body.lat, lng: body.lng, radiusKm: body.radius_km } : undefined;
      const found = await searchByLocation(deps.db, { caller: c.var.caller, search: point ? undefined : body.search, point });
      return c.json(
        {
          data: {
            center: found.center,
            residences: found.residences.map((card) => ({
              ...residenceCard(card),
              distance_km: card.distanceKm === null ? null : Math.round(card.distanceKm * 10) / 10,
            })),
          },
        },
        200,
      );
    },
  );

  return router;
}
