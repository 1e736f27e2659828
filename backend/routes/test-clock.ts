import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { createRouter, json, jsonBody } from '../http/openapi';

const clockBody = z.object({ offset_seconds: z.number().int().min(0).max(366 * 24 * 3600) });

/** Lets end-to-end tests expire tokens and options without waiting; absent unless TEST_CLOCK=1 outside PROD. */
export function testClockRouter(deps: Deps) {
  const router = createRouter();

  // POST /api/test/clock – set the backend clock's offset from real time (test environments only; 0 restores it)
  router.openapi(
    createRoute({
      method: 'post',
      path: '/test/clock',
      tags: ['Tests'],
      hide: !deps.config.testClock,
      request: { body: jsonBody(clockBody) },
      responses: { 200: json(z.object({ now: z.string(), offset_seconds: z.number() }), 'Horloge avancée') },
    }),
    async (c) => {
      if (!deps.config.testClock || deps.config.appEnv === 'PROD') throw new ApiError('not_found');
      deps.clock.advance(c.req.valid('json').offset_seconds - deps.clock.offsetSeconds());
      return c.json({ now: deps.clock.now().toISOString(), offset_seconds: deps.clock.offsetSeconds() }, 200);
    },
  );

  return router;
}
