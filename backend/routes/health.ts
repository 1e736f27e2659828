import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { migrationsAreApplied } from '../db/migration-state';
import type { Deps } from '../deps';
import { createRouter, json } from '../http/openapi';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'error']) });
const readySchema = healthSchema.extend({ migrations: z.enum(['ok', 'pending', 'unknown']) });

export function healthRouter(deps: Deps) {
  const router = createRouter();

  // GET /api/health – liveness and database reachability for load balancers
  router.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['Santé'],
      responses: { 200: json(healthSchema, 'Service opérationnel'), 503: json(healthSchema, 'Base indisponible') },
    }),
    async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
      } catch {
        return c.json({ status: 'error' as const, database: 'error' as const }, 503);
      }
    },
  );

  // GET /api/ready – readiness: the database answers and holds every migration of this build
  router.openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      tags: ['Santé'],
      responses: {
        200: json(readySchema, 'Prêt à servir'),
        503: json(readySchema, 'Base indisponible ou migrations en attente'),
      },
    }),
    async (c) => {
      try {
        return (await migrationsAreApplied(deps.db))
          ? c.json({ status: 'ok' as const, database: 'ok' as const, migrations: 'ok' as const }, 200)
          : c.json({ status: 'error' as const, database: 'ok' as const, migrations: 'pending' as const }, 503);
      } catch {
        return c.json({ status: 'error' as const, database: 'error' as const, migrations: 'unknown' as const }, 503);
      }
    },
  );

  return router;
}
