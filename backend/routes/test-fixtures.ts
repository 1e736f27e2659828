import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { lotStatuses, residences } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { createRouter, idParam, json, jsonBody, messageSchema } from '../http/openapi';
import { catalogueFixtures } from '../test/catalogue-fixtures';

const residenceBody = z.object({
  name: z.string().min(1).max(120),
  /** The only brand whose advisers see it, so the other brands' screens stay as seeded. */
  brand: z.string().regex(/^[a-z]{2,10}$/),
  lots: z.number().int().min(0).max(2_000),
});

/**
 * Lets end-to-end tests add a residence of any size (a 1,000-lot grid) without changing the demo seed, and take
 * it away afterwards; absent unless TEST_FIXTURES=1 outside PROD.
 */
export function testFixturesRouter(deps: Deps) {
  const router = createRouter();
  const fixtures = catalogueFixtures(deps.db);
  const refuseOutsideTests = () => {
    if (!deps.config.testFixtures || deps.config.appEnv === 'PROD') throw new ApiError('not_found');
  };

  // POST /api/test/residences – insert a published residence of one brand with `lots` lots of every state
  router.openapi(
    createRoute({
      method: 'post',
      path: '/test/residences',
      tags: ['Tests'],
      hide: !deps.config.testFixtures,
      request: { body: jsonBody(residenceBody) },
      responses: { 201: json(z.object({ id: z.number().int(), lots: z.number().int() }), 'Résidence de test créée') },
    }),
    async (c) => {
      refuseOutsideTests();
      const body = c.req.valid('json');
      const residence = await fixtures.residence({ name: body.name, brands: [body.brand] });
      // Every state in turn, so a test meets each badge of the grid.
      const lots = body.lots ? await fixtures.lots(residence.id, body.lots, (index) => ({ status: lotStatuses[index % lotStatuses.length] })) : [];
      return c.json({ id: residence.id, lots: lots.length }, 201);
    },
  );

  // DELETE /api/test/residences/{id} – remove a test residence and its lots
  router.openapi(
    createRoute({
      method: 'delete',
      path: '/test/residences/{id}',
      tags: ['Tests'],
      hide: !deps.config.testFixtures,
      request: { params: idParam },
      responses: { 200: json(messageSchema, 'Résidence de test supprimée') },
    }),
    async (c) => {
      refuseOutsideTests();
      const removed = await deps.db.delete(residences).where(eq(residences.id, c.req.valid('param').id)).returning({ id: residences.id });
      if (!removed.length) throw new ApiError('not_found');
      return c.json({ message: 'Résidence supprimée' }, 200);
    },
  );

  return router;
}
