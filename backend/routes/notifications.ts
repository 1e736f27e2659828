import { createRoute, z } from '@hono/zod-openapi';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
} from '../db/queries/notifications';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { laravelPage } from '../http/laravel-paging';
import { bearer, createRouter, errorResponses, idParam, json } from '../http/openapi';
import { laravelPageSchema } from '../../contract/paging';
import * as contract from '../../contract/notifications';
import { messages } from '../../contract/messages';

const notificationSchema = contract.notificationSchema
  .extend({ link: contract.notificationSchema.shape.link.openapi({ description: 'Écran de l’espace partenaire concerné' }) })
  .openapi('Notification');
const listQuery = contract.notificationsQuerySchema.extend({
  non_lues: contract.notificationsQuerySchema.shape.non_lues.openapi({ description: '1 : seulement les notifications non lues' }),
});
const unreadSchema = z.object({ unread: z.number().int() }).openapi('UnreadCount');

const notificationView = (row: NotificationRow): contract.PartnerNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

export function notificationsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const auth = withAuth(deps);
  const common = { tags: ['Notifications'], security: bearer, middleware: auth };

  // GET /api/notifications – the caller's notifications, newest first, with the unread count
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/notifications',
      request: { query: listQuery },
      responses: {
        200: json(z.object({ data: laravelPageSchema(notificationSchema), unread: z.number().int() }).openapi('NotificationPage'), 'Notifications'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total, unread } = await listNotifications(deps.db, {
        userId: c.var.caller.id,
        unreadOnly: query.non_lues === '1',
        page: query.page,
        perPage: query.per_page,
      });
      const page = laravelPage({ requestUrl: c.req.url, rows: rows.map(notificationView), page: query.page, perPage: query.per_page, total });
      return c.json({ data: page, unread }, 200);
    },
  );

  // GET /api/notifications/unread-count – how many of the caller's notifications are unread (header badge)
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/notifications/unread-count',
      responses: { 200: json(z.object({ data: unreadSchema }), 'Non lues'), 401: errorResponses[401] },
    }),
    async (c) => c.json({ data: { unread: await countUnread(deps.db, { userId: c.var.caller.id }) } }, 200),
  );

  // PUT /api/notifications/read-all – mark every notification of the caller read
  router.openapi(
    createRoute({
      ...common,
      method: 'put',
      path: '/notifications/read-all',
      responses: { 200: json(z.object({ data: z.object({ updated: z.number().int(), unread: z.number().int() }) }), 'Toutes lues'), 401: errorResponses[401] },
    }),
    async (c) => {
      const updated = await markAllNotificationsRead(deps.db, { userId: c.var.caller.id, now: deps.clock.now() });
      return c.json({ data: { updated, unread: 0 } }, 200);
    },
  );

  // PUT /api/notifications/{id}/read – mark one of the caller's notifications read
  router.openapi(
    createRoute({
      ...common,
      method: 'put',
      path: '/notifications/{id}/read',
      request: { params: idParam },
      responses: {
        200: json(z.object({ data: notificationSchema, unread: z.number().int() }), 'Notification lue'),
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const userId = c.var.caller.id;
      const row = await markNotificationRead(deps.db, { userId, id: c.req.valid('param').id, now: deps.clock.now() });
      if (!row) throw new ApiError('not_found', messages.api.notifications.notFound);
      return c.json({ data: notificationView(row), unread: await countUnread(deps.db, { userId }) }, 200);
    },
  );

  return router;
}
