import { createRoute, z } from '@hono/zod-openapi';
import { BACK_OFFICE_MESSAGES } from '../../contract/back-office';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import {
  countLiveOptions,
  findOption,
  findVisibleLot,
  insertOption,
  listOptions,
  lockAdviserOptions,
  ownsRow,
} from '../db/queries/options';
import { isUniqueViolation } from '../db/unique-violation';
import type { Deps } from '../deps';
import { ApiError, invalid } from '../errors';
import { laravelPage } from '../http/laravel-paging';
import { withIdempotency } from '../http/idempotency';
import { bearer, createRouter, dbId, errorResponses, errorSchema, idParam, json, jsonBody } from '../http/openapi';
import { addWorkingDays } from '../selling/calendar';
import { sellingConfig } from '../selling/config';
import { optionLifecycle } from '../selling/option-lifecycle';
import { optionSchema, optionView } from '../selling/option-view';
import { messages, fill } from '../../contract/messages';
import { OPTION_STATUSES, optionAnswerSchema, optionLimitsSchema, placeOptionSchema, reservationDocumentsSchema, type OptionStatus } from '../../contract/options';
import { idempotencyHeader, pageOf, pagingQuery } from '../selling/shapes';

const m = messages.api.selling;
const placeBody = placeOptionSchema().openapi('OptionCreate');

const listQuery = z.object({
  ...pagingQuery,
  status: z
    .string()
    .optional()
    .openapi({ description: '`live` (posées, notifiées, réservées) ou une liste séparée par des virgules', example: 'live' }),
  client_id: dbId(m.clientInvalid).optional(),
});

const optionAnswer = optionAnswerSchema.openapi('OptionAnswer');
const conflict = { 409: json(errorSchema, 'Conflit (lot déjà optionné, plafond atteint, état incompatible)') };

export function optionsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);
  const config = sellingConfig(deps.config.selling);
  const lifecycle = optionLifecycle(deps, config);
  const view = async (adviserId: number, id: number) => {
    const row = await findOption(deps.db, { adviserId, id });
    if (!row) throw new ApiError('not_found', m.optionNotFound);
    return optionView(row, config, deps.clock.now());
  };

  // GET /api/options – the caller's options, newest first (lapsed ones were swept by withOptionSweep)
  router.openapi(
    createRoute({
      method: 'get',
      path: '/options',
      tags: ['Options'],
      security: bearer,
      middleware: [auth] as const,
      request: { query: listQuery },
      responses: { 200: json(pageOf(optionSchema, 'OptionPage'), 'Options'), 401: errorResponses[401], 422: errorResponses[422] },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const now = deps.clock.now();
      const wanted = query.status === 'live' ? ['placed', 'notified', 'reserved'] : query.status?.split(',');
      const statuses = wanted?.filter((s): s is OptionStatus => (OPTION_STATUSES as readonly string[]).includes(s));
      const { rows, total } = await listOptions(deps.db, {
        adviserId: c.var.caller.id,
        statuses,
        clientId: query.client_id,
        page: query.page,
        perPage: query.per_page,
      });
      const data = rows.map((row) => optionView(row, config, now));
      return c.json({ data: laravelPage({ requestUrl: c.req.url, rows: data, page: query.page, perPage: query.per_page, total }) }, 200);
    },
  );

  // GET /api/options/limits – the option limits of this API (from its environment), for the forms
  router.openapi(
    createRoute({
      method: 'get',
      path: '/options/limits',
      tags: ['Options'],
      security: bearer,
      middleware: [auth] as const,
      responses: { 200: json(optionLimitsSchema.openapi('OptionLimits'), 'Limites des options'), 401: errorResponses[401] },
    }),
    (c) =>
      c.json(
        { data: { option_working_days: config.optionWorkingDays, max_extensions: config.maxExtensions, max_live_options: config.maxLiveOptions } },
        200,
      ),
  );

  // GET /api/options/{id} – one of the caller's options
  router.openapi(
    createRoute({
      method: 'get',
      path: '/options/{id}',
      tags: ['Options'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: { 200: json(optionAnswer, 'Option'), 401: errorResponses[401], 404: errorResponses[404] },
    }),
    async (c) => c.json({ data: await view(c.var.caller.id, c.req.valid('param').id) }, 200),
  );

  // POST /api/options – place an option on an available lot (one live option per lot, enforced by a unique index)
  router.openapi(
    createRoute({
      method: 'post',
      path: '/options',
      tags: ['Options'],
      security: bearer,
      middleware: [auth, withIdempotency(deps)] as const,
      request: { headers: idempotencyHeader, body: jsonBody(placeBody) },
      responses: {
        201: json(optionAnswer, 'Option posée'),
        401: errorResponses[401],
        404: errorResponses[404],
        ...conflict,
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const caller = c.var.caller;
      const now = deps.clock.now();
      const days = body.duration_days ?? config.optionWorkingDays;
      if (days > config.optionWorkingDays) {
        throw invalid('duration_days', fill(messages.fieldErrors.selling.durationMax, { days: config.optionWorkingDays }));
      }
      const found = await findVisibleLot(deps.db, { caller, lotId: body.lot_id });
      if (!found) throw new ApiError('not_found', m.lotNotFound);
      if (found.closed) throw new ApiError('conflict', BACK_OFFICE_MESSAGES.programmeClosed);
      if (found.lot.status !== 'available') {
        throw new ApiError('conflict', found.lot.status === 'optioned' ? m.lotTaken : BACK_OFFICE_MESSAGES.lotClosed);
      }
      if (!(await ownsRow(deps.db, { table: 'clients', id: body.client_id, adviserId: caller.id }))) {
        throw invalid('client_id', m.clientNotFound);
      }
      if (body.optionneur_id && !(await ownsRow(deps.db, { table: 'optionneurs', id: body.optionneur_id, adviserId: caller.id }))) {
        throw invalid('optionneur_id', m.optionneurNotFound);
      }
      let id: number;
      try {
        id = await deps.db.transaction(async (tx) => {
          await lockAdviserOptions(tx, { adviserId: caller.id });
          if ((await countLiveOptions(tx, { adviserId: caller.id })) >= config.maxLiveOptions) {
            throw new ApiError('conflict', fill(m.tooManyLiveOptions, { count: config.maxLiveOptions }));
          }
          const option = await insertOption(tx, {
            lotId: found.lot.id,
            adviserId: caller.id,
            clientId: body.client_id,
            optionneurId: body.optionneur_id ?? null,
            status: 'placed',
            placedAt: now,
            expiresAt: addWorkingDays(now, days),
            durationDays: days,
          });
          if (!option) throw new ApiError('conflict', m.lotTaken);
          return option.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'options_one_live_per_lot')) {
          throw new ApiError('conflict', m.lotJustTaken);
        }
        throw error;
      }
      return c.json({ message: m.optionPlaced, data: await view(caller.id, id) }, 201);
    },
  );

  // GET /api/options/{id}/documents-reservation – the programme's reservation documents and the option's own
  router.openapi(
    createRoute({
      method: 'get',
      path: '/options/{id}/documents-reservation',
      tags: ['Options'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: {
        200: json(reservationDocumentsSchema, 'Documents de réservation'),
        401: errorResponses[401],
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const row = await findOption(deps.db, { adviserId: c.var.caller.id, id: c.req.valid('param').id });
      if (!row) throw new ApiError('not_found', m.optionNotFound);
      return c.json({ data: [...row.residence.reservationDocuments, ...(row.reservation?.documents ?? [])] }, 200);
    },
  );

  for (const action of lifecycle.actions) {
    router.openapi(
      createRoute({
        method: action.method,
        path: action.path,
        tags: ['Options'],
        summary: action.summary,
        security: bearer,
        middleware: [auth] as const,
        request: action.body ? { params: idParam, body: jsonBody(action.body) } : { params: idParam },
        responses: {
          200: json(optionAnswer, action.summary),
          401: errorResponses[401],
          404: errorResponses[404],
          ...conflict,
          422: errorResponses[422],
        },
      }),
      async (c) => {
        const id = c.req.valid('param').id;
        const body = action.body ? await c.req.json<unknown>() : undefined;
        const row = await findOption(deps.db, { adviserId: c.var.caller.id, id });
        if (!row) throw new ApiError('not_found', m.optionNotFound);
        const message = await action.run({ row, caller: c.var.caller, body });
        return c.json({ message, data: await view(c.var.caller.id, id) }, 200);
      },
    );
  }

  return router;
}
