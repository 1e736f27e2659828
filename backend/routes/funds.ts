import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { findFund, fundCategories, listFundModels, listFunds } from '../db/queries/catalogue-funds';
import { bearer, createRouter, dbId, errorResponses, idParam, json } from '../http/openapi';
import { laravelPage } from '../http/laravel-paging';
import { fundListQuerySchema } from '../../contract/funds';
import { messages } from '../../contract/messages';
import { fundCard, fundCardSchema, fundDetailSchema, fundDocumentJson, fundModelJson, fundModelSchema, pageSchema } from './catalogue-shapes';

export function fundsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const common = { tags: ['Fonds'], security: bearer, middleware: withAuth(deps) };

  // GET /api/fonds – funds the caller may see, filtered, sorted and paged; `categories` lists the filter values
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/fonds',
      request: { query: fundListQuerySchema },
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
      if (!fund) throw new ApiError('not_found', messages.api.funds.notFound);
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
