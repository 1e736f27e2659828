import { setTimeout as sleep } from 'node:timers/promises';
import { createRoute, z } from '@hono/zod-openapi';
import { LIVE_TOPICS } from '../../contract/back-office';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { listStaffBrands } from '../db/queries/back-office/staff';
import { readChangeEvents, type Listener } from '../db/queries/change-events';
import type { Deps } from '../deps';
import { bearer, createRouter, errorResponses, json } from '../http/openapi';

/** How often a waiting call looks again: well under the 2 s an adviser may wait for a lot's new status. */
const POLL_MS = 400;
const MAX_WAIT_SECONDS = 10;

const eventsQuery = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  wait: z.coerce.number().int().min(0).max(MAX_WAIT_SECONDS).default(0),
});

const eventSchema = z
  .object({ id: z.number().int(), topic: z.enum(LIVE_TOPICS), ref_id: z.number().int(), residence_id: z.number().int().nullable() })
  .openapi('LiveEvent');

export function eventsRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();

  // GET /api/events – live updates for the caller after an id, waiting up to `wait` seconds for one (long poll)
  router.openapi(
    createRoute({
      method: 'get',
      path: '/events',
      tags: ['Mises à jour en direct'],
      security: bearer,
      // Listening is not activity: an open tab must not keep an idle session alive.
      middleware: [withAuth(deps, { countsAsActivity: false })] as const,
      request: { query: eventsQuery },
      responses: {
        200: json(z.object({ data: z.array(eventSchema), last_id: z.number().int() }).openapi('LiveEvents'), 'Événements'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { after, wait } = c.req.valid('query');
      const caller = c.var.caller;
      const listener: Listener =
        caller.role === 'staff'
          ? { role: 'staff', brandCodes: await listStaffBrands(deps.db, { userId: caller.id }) }
          : { role: 'cgp', userId: caller.id, brandCode: caller.brandCode };
      const deadline = Date.now() + wait * 1000;
      let answer = await readChangeEvents(deps.db, { listener, after });
      while (after !== undefined && !answer.rows.length && Date.now() < deadline && !c.req.raw.signal.aborted) {
        await sleep(POLL_MS);
        answer = await readChangeEvents(deps.db, { listener, after: answer.lastId });
      }
      const data = answer.rows.map((row) => ({ id: row.id, topic: row.topic, ref_id: row.refId, residence_id: row.residenceId }));
      return c.json({ data, last_id: answer.lastId }, 200);
    },
  );

  return router;
}
