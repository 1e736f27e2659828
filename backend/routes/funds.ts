import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { findFund, fundCategories, listFundModels, listFunds } from '../db/queries/catalogue-funds';
import { bearer, createRouter, dbId, errorResponses, idParam, json } from '../http/openapi';
import { laravelPage } from '../http/laravel-paging';
import {
  fundCard,
  fundCardSchema,
  fundDetailSchema,
  fundDocumentJson,
  fundModelJson,
  fundModelSchema,
  pageSchema,
  pagingQuery,
} from './catalogue-shapes';

const fundSorts = ['name', 'yield_desc', 'min_asc', 'risk_asc'] as const;

const listQuerySchema = z.object({
  ...pagingQuery,
  q: z.string().trim().max(100, 'Recherche trop longue (100 caractères au plus)').optional(),
  category: z.string().trim().max(60).optional(),
  yield_min: z.coerce.number({ error: 'Rendement invalide' }).min(0, 'Rendement invalide').max(100, 'Rendement invalide').optional(),
  min_subscription_max: z.coerce
    .number({ error: 'Montant invalide' })
    .int('Montant invalide')
    .min(0, 'Montant invalide')
    .max(100_000_000)
    .optional(),
  risk_max: z.coerce.number({ error: 'Niveau de risque invalide' }).int().min(1, 'Niveau de risque invalide').max(7, 'Niveau de risque invalide').optional(),
  sort: z.enum(fundSorts, { error: 'Tri invalide' }).default('name'),
});

export function fundsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const common = { tags: ['Fonds'], security: bearer, middleware: withAuth(deps) };

  // GET /api/fonds – funds the caller may see, filtered, sorted and paged; `categories` lists the filter values
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/fonds',
      request: { query: listQuerySchema },
      responses: {
        200: json(
          z.object({ data: pageSchema(fundCardSchema, 'FundPage'), categories: z.array(z.string()) }),
          'Page de fonds',
        ),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const [{ rows, total }, categories] = await Promise.all([
        listFunds(deps.db, {
          caller: c.var.caller,
          filters: {
            q: query.q || undefined,
            category: query.category || undefined,
            yieldMin: query.yield_min,
            minSubscriptionMax: query.min_subscription_max,
            riskMax: query.risk_max,
          },
          sort: query.sort,
          page: query.page,
          perPage: query.per_page,
        }),
        fundCategories(deps.db, { caller: c.var.caller }),
      ]);
      const page = laravelPage({ requestUrl: c.req.url, rows: rows.map(fundCard), page: query.page, perPage: query.per_page, total });
      return c.json({ data: page, categories }, 200);
    },
  );

  // GET /api/fonds/modeles – allocation models of the funds the caller may see (optionally of one fund)
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/fonds/modeles',
      request: {
        query: z.object({
          fund_id: dbId().optional(),
        }),
      },
      responses: {
        200: json(z.object({ data: z.array(fundModelSchema) }), 'Modèles'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { fund_id: fundId } = c.req.valid('query');
      const models = await listFundModels(deps.db, { caller: c.var.caller, fundId });
      return c.json({ data: models.map(fundModelJson) }, 200);
    },
  );

  // GET /api/fonds/{id} – one fund with its models and documents
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/fonds/{id}',
      request: { params: idParam },
      responses: {
        200: json(z.object({ data: fundDetailSchema }), 'Fonds'),
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const fund = await findFund(deps.db, { caller: c.var.caller, id: c.req.valid('param').id });
      if (!fund) throw new ApiError('not_found', 'Fonds introuvable');
      return c.json(
        {
          data: {
            ...fundCard(fund),
            photos: fund.fund.photos,
            models: fund.models.map(fundModelJson),
            documents: fund.documents.map(fundDocumentJson),
          },
        },
        200,
      );
    },
  );

  return router;
}
