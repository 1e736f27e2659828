import { createRoute, z } from '@hono/zod-openapi';
import { agendaIcs } from '../agenda/ics';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { findContent, listContent, type ContentKind } from '../db/queries/content';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { contentDisposition } from '../http/content-disposition';
import { laravelPage } from '../http/laravel-paging';
import { bearer, createRouter, errorResponses, idParam, json } from '../http/openapi';
import { contentQuerySchema } from '../../contract/content';
import { messages } from '../../contract/messages';
import { contentPage, contentView } from './content-shapes';

const AGENDA_KINDS: ContentKind[] = ['event', 'webinar'];
/** An event that started today still shows, so an adviser can join a webinar under way. */
const GRACE_MS = 12 * 60 * 60 * 1000;

export function agendaRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);

  // GET /api/agenda – events and webinars to come for the caller's brand, the next one first
  router.openapi(
    createRoute({
      method: 'get',
      path: '/agenda',
      tags: ['Contenu'],
      security: bearer,
      middleware: [auth] as const,
      request: { query: contentQuerySchema },
      responses: { 200: json(contentPage, 'Agenda'), 401: errorResponses[401], 422: errorResponses[422] },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listContent(deps.db, {
        brandCode: c.var.caller.brandCode,
        kinds: AGENDA_KINDS,
        upcomingFirst: true,
        startsFrom: new Date(deps.clock.now().getTime() - GRACE_MS),
        page: query.page,
        perPage: query.per_page,
      });
      const page = laravelPage({ requestUrl: c.req.url, rows: rows.map(contentView), page: query.page, perPage: query.per_page, total });
      return c.json({ data: page }, 200);
    },
  );

  // GET /api/agenda/{id}/ics – one event or webinar as an iCalendar file, to add to the adviser's calendar
  router.openapi(
    createRoute({
      method: 'get',
      path: '/agenda/{id}/ics',
      tags: ['Contenu'],
      security: bearer,
      middleware: [auth] as const,
      request: { params: idParam },
      responses: {
        200: { description: 'Fichier iCalendar', content: { 'text/calendar': { schema: z.string() } } },
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const row = await findContent(deps.db, { brandCode: c.var.caller.brandCode, kinds: AGENDA_KINDS, id: c.req.valid('param').id });
      if (!row?.startsAt) throw new ApiError('not_found', messages.api.content.eventNotFound);
      const appUrl = deps.config.appUrlTemplate.replace('{brand}', c.var.caller.brandCode);
      const link = `${appUrl}/agenda`;
      const body = agendaIcs({ ...row, startsAt: row.startsAt }, { uidDomain: new URL(appUrl).hostname, url: link });
      return c.body(body, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': contentDisposition(`${row.kind === 'webinar' ? 'webinaire' : 'evenement'}-${row.id}.ics`),
        'cache-control': 'private, no-store',
      });
    },
  );

  return router;
}
