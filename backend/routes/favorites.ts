import { createRoute, z } from '@hono/zod-openapi';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { withAuth, type AuthEnv } from '../auth/with-auth';
import { favoriteIds, listFavorites, toggleFavorite } from '../db/queries/catalogue-favorites';
import { bearer, createRouter, errorResponses, idParam, json } from '../http/openapi';
import { laravelPage } from '../http/laravel-paging';
import * as contract from '../../contract/favorites';
import { messages } from '../../contract/messages';
import { fundCard, pageSchema, residenceCard } from './catalogue-shapes';

const favoriteSchema = contract.favoriteSchema.openapi('Favorite');

export function favoritesRouter(deps: Deps) {
  const router = createRouter<AuthEnv>();
  const common = { tags: ['Favoris'], security: bearer, middleware: withAuth(deps) };

  // GET /api/favorites – the caller's favourite programmes and funds, newest first, paged
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/favorites',
      request: { query: contract.favoritesQuerySchema },
      responses: {
        200: json(z.object({ data: pageSchema(favoriteSchema, 'FavoritePage') }), 'Favoris'),
        401: errorResponses[401],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { page, per_page: perPage } = c.req.valid('query');
      const entries = await listFavorites(deps.db, { caller: c.var.caller });
      const rows = entries.slice((page - 1) * perPage, page * perPage).map((entry) =>
        entry.kind === 'residence'
          ? { kind: 'residence' as const, added_at: entry.addedAt.toISOString(), residence: residenceCard(entry.card) }
          : { kind: 'fund' as const, added_at: entry.addedAt.toISOString(), fund: fundCard(entry.card) },
      );
      return c.json({ data: laravelPage({ requestUrl: c.req.url, rows, page, perPage, total: entries.length }) }, 200);
    },
  );

  // GET /api/favorites/ids – which programmes the caller keeps: what a shared list needs to mark its cards
  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: '/favorites/ids',
      responses: {
        200: json(z.object({ data: contract.favoriteIdsSchema.openapi('FavoriteIds') }), 'Identifiants des favoris'),
        401: errorResponses[401],
      },
    }),
    async (c) => c.json({ data: await favoriteIds(deps.db, { caller: c.var.caller }) }, 200),
  );

  // POST /api/favorites/{id}/toggle – add or remove a programme (residence or fund) from the favourites
  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: '/favorites/{id}/toggle',
      request: { params: idParam },
      responses: {
        200: json(z.object({ data: contract.favoriteToggleSchema.openapi('FavoriteToggle') }), 'Nouvel état'),
        401: errorResponses[401],
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const result = await toggleFavorite(deps.db, { caller: c.var.caller, programmeId: id });
      if (!result) throw new ApiError('not_found', messages.api.catalogue.programmeNotFound);
      return c.json({ data: { id, kind: result.kind, is_favorite: result.favorite } }, 200);
    },
  );

  return router;
}
