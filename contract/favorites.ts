import { z } from 'zod';
import { fundCardSchema } from './funds';
import { pagedSchema, pagingQuery } from './paging';
import { residenceCardSchema } from './programmes';

export const favoriteSchema = z.union([
  z.object({ kind: z.literal('residence'), added_at: z.string(), residence: residenceCardSchema }),
  z.object({ kind: z.literal('fund'), added_at: z.string(), fund: fundCardSchema }),
]);
export type Favorite = z.infer<typeof favoriteSchema>;

export const favoritePageSchema = pagedSchema(favoriteSchema);

/** Favourites are paged by 50. */
export const favoritesQuerySchema = z.object(pagingQuery(50));

/** POST favorites/{id}/toggle: the programme's new state. */
export const favoriteToggleSchema = z.object({ id: z.number().int(), kind: z.enum(['residence', 'fund']), is_favorite: z.boolean() });
export type FavoriteToggle = z.infer<typeof favoriteToggleSchema>;

/** GET favorites/ids: which programmes the adviser keeps, to mark the cards of lists every adviser shares. */
export const favoriteIdsSchema = z.object({ residences: z.array(z.number().int()), funds: z.array(z.number().int()) });
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;
