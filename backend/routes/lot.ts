import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { withAuth } from '../auth/with-auth';
import type { CatalogueEnv } from '../auth/with-catalogue-reader';
import { findLot } from '../db/queries/catalogue';
import { missingSubscription } from '../db/queries/catalogue-scope';
import { bearer, createRouter, idParam, json } from '../http/openapi';
import { messages } from '../../contract/messages';
import { lotDetailSchema } from '../../contract/programmes';
import { lotJson } from './catalogue-shapes';
import { readResponses } from './residence';

const m = messages.api.catalogue;

/** One lot with the residence it belongs to. */
export function lotRouter(deps: Deps) {
  const router = createRouter<CatalogueEnv>();
  const common = { tags: ['Programmes'], security: bearer, middleware: withAuth(deps) };

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
