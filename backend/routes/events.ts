import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { liveEventSchema } from '../../contract/live-events';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { listStaffBrands } from '../db/queries/back-office/staff';
import { readChangeEvents, type ChangeEventRow, type Listener } from '../db/queries/change-events';
import type { Deps } from '../deps';
import { takeAfter } from '../live/change-feed';
import type { UserRow } from '../db/queries/users';
import { bearer, createRouter, errorResponses, json } from '../http/openapi';

const MAX_WAIT_SECONDS = 10;
/** A stream ends after this long: the client reconnects with Last-Event-ID, and its session is checked again. */
const STREAM_MS = 5 * 60_000;
/** A comment this often keeps balancers and proxies from closing a quiet stream. */
const PING_MS = 20_000;
/** What the client waits before reconnecting, said when the stream opens and again when this instance stops. */
export const RECONNECT_MS = 1_000;

const cursor = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const eventsQuery = z.object({ after: cursor.optional(), wait: z.coerce.number().int().min(0).max(MAX_WAIT_SECONDS).default(0) });

const eventSchema = liveEventSchema.openapi('LiveEvent');

const shown = (row: ChangeEventRow) => ({ id: row.id, topic: row.topic, ref_id: row.refId, residence_id: row.residenceId });

async function listenerOf(deps: Deps, caller: UserRow): Promise<Listener> {
  return caller.role === 'staff'
    ? { role: 'staff', brandCodes: await listStaffBrands(deps.db, { userId: caller.id }) }
    : { role: 'cgp', userId: caller.id, brandCode: caller.brandCode };
}

export function eventsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  // Listening is not activity: an open tab must not keep an idle session alive.
  const auth = withAuth(deps, { countsAsActivity: false });

  // GET /api/events – live updates for the caller after an id, waiting up to `wait` seconds for one (long poll)
  router.openapi(
    createRoute({
      method: 'get',
      path: '/events',
      tags: ['Mises à jour en direct'],
      security: bearer,
      middleware: [auth] as const,
      request: { query: eventsQuery },
      responses: {
        200: json(z.object({ data: z.array(eventSchema), last_id: z.number().int() }).openapi('LiveEvents'), 'Événements'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { after, wait } = c.req.valid('query');
      const listener = await listenerOf(deps, c.var.caller);
      // Watching before reading: an event committed after the read still reaches this call.
      const watch = deps.live.watch(listener);
      try {
        let answer = await readChangeEvents(deps.db, { listener, after });
        if (after !== undefined && !answer.rows.length && wait > 0) {
          const rows = await takeAfter(watch, after, wait * 1000, c.req.raw.signal);
          answer = { rows, lastId: rows.at(-1)?.id ?? after };
        }
        return c.json({ data: answer.rows.map(shown), last_id: answer.lastId }, 200);
      } finally {
        watch.close();
      }
    },
  );

  // GET /api/events/stream – the same events as server-sent events, pushed as they are committed
  router.openapi(
    createRoute({
      method: 'get',
      path: '/events/stream',
      tags: ['Mises à jour en direct'],
      security: bearer,
      middleware: [auth] as const,
      request: { headers: z.object({ 'last-event-id': cursor.optional() }) },
      responses: {
        200: { description: 'Flux `text/event-stream` : un événement par changement (`id`, `event` = sujet, `data` = LiveEvent)', content: { 'text/event-stream': { schema: z.string() } } },
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const after = c.req.valid('header')['last-event-id'];
      const listener = await listenerOf(deps, c.var.caller);
      const watch = deps.live.watch(listener);
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => watch.close());
        const send = (row: ChangeEventRow) => stream.writeSSE({ id: String(row.id), event: row.topic, data: JSON.stringify(shown(row)) });
        try {
          await stream.write(`retry: ${RECONNECT_MS}\n\n`);
          // Resuming: what was committed since the client's last event, read before the pushed ones.
          let last = after;
          while (last !== undefined) {
            const missed = await readChangeEvents(deps.db, { listener, after: last });
            if (!missed.rows.length) break;
            for (const row of missed.rows) await send(row);
            last = missed.lastId;
          }
          const endsAt = Date.now() + STREAM_MS;
          while (Date.now() < endsAt) {
            const rows = await watch.take(Math.min(PING_MS, endsAt - Date.now()));
            if (rows === null) {
              // Gone, or this instance is stopping: the client comes back soon, to another one.
              if (!stream.aborted) await stream.write(`retry: ${RECONNECT_MS}\n\n`);
              break;
            }
            for (const row of rows) if (last === undefined || row.id > last) await send(row);
            if (!rows.length) await stream.write(': ping\n\n');
          }
        } finally {
          watch.close();
        }
      }) as never;
    },
  );

  return router;
}
