import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { globalSearch, searchByLocation } from '../db/queries/catalogue-search';
import { bearer, createRouter, errorResponses, json, jsonBody } from '../http/openapi';
import { fundCard, fundCardSchema, lotJson, lotSchema, residenceCard, residenceCardSchema } from './catalogue-shapes';

const SEARCH_LIMIT = 8;

const globalSearchBody = z.object({
  query: z
    .string({ error: 'Saisissez au moins 2 caractères' })
    .trim()
    .min(2, 'Saisissez au moins 2 caractères')
    .max(100, 'Recherche trop longue (100 caractères au plus)'),
});

const locationBody = z
  .object({
    search: z.string().trim().min(2, 'Saisissez au moins 2 caractères').max(100, 'Lieu trop long (100 caractères au plus)').optional(),
    lat: z.number({ error: 'Latitude invalide' }).min(-90, 'Latitude invalide').max(90, 'Latitude invalide').optional(),
    lng: z.number({ error: 'Longitude invalide' }).min(-180, 'Longitude invalide').max(180, 'Longitude invalide').optional(),
    radius_km: z.number({ error: 'Rayon invalide' }).positive('Rayon invalide').max(500, 'Rayon trop grand (500 km au plus)').default(20),
    all: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const hasPoint = body.lat !== undefined || body.lng !== undefined;
    if (hasPoint && (body.lat === undefined || body.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: [body.lat === undefined ? 'lat' : 'lng'], message: 'Latitude et longitude vont ensemble' });
    }
    if (!hasPoint && body.search === undefined && !body.all) {
      ctx.addIssue({ code: 'custom', path: ['search'], message: 'Indiquez un lieu ou une position' });
    }
  });

const clientHitSchema = z.object({
  id: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
});

export function searchRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const common = { tags: ['Recherche'], security: bearer, middleware: withAuth(deps) };

  // POST /api/global-search – programmes, funds, lots and the caller's own clients matching a query
  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/global-search',
      request: { body: jsonBody(globalSearchBody) },
      responses: {
        200: json(
          z.object({
            data: z.object({
              residences: z.array(residenceCardSchema),
              funds: z.array(fundCardSchema),
              lots: z.array(lotSchema.extend({ residence_name: z.string(), residence_city: z.string() })),
              clients: z.array(clientHitSchema),
            }),
          }),
          'Résultats',
        ),
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
      request: { body: jsonBody(locationBody) },
      responses: {
        200: json(
          z.object({
            data: z.object({
              center: z.object({ lat: z.number(), lng: z.number() }).nullable(),
              residences: z.array(residenceCardSchema.extend({ distance_km: z.number().nullable() })),
            }),
          }),
          'Résidences localisées',
        ),
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
