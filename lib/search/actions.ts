'use server';

import { z } from 'zod';
import { idSchema } from '@/contract/ids';
import type { ActionResult } from '@/lib/action-result';
import { listFavorites, toggleFavorite, type Favorite } from '@/lib/partner/favorites';
import { getLot, searchByLocation, type LocatedResidence, type LotDetail } from '@/lib/partner/programmes';
import { globalSearch, type GlobalSearchResult } from '@/lib/partner/search';
import { invalidInput, partnerAction } from '@/lib/partner-action';
import { textSchema } from '@/lib/validation/text';

/** GET lot/{id} – the lot shown in the right-hand panel. */
export async function getLotAction(id: number): Promise<ActionResult<LotDetail>> {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => getLot(token, parsed.data));
}

/** GET favorites – the favourites page refresh and the right-hand panel. */
export async function listFavoritesAction(): Promise<ActionResult<Favorite[]>> {
  return partnerAction((token) => listFavorites(token));
}

/** POST favorites/{id}/toggle */
export async function toggleFavoriteAction(id: number): Promise<ActionResult<{ id: number; is_favorite: boolean }>> {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => toggleFavorite(token, parsed.data), { mutation: true });
}

const querySchema = textSchema().trim().min(2).max(100);

/** POST global-search – the header search. */
export async function globalSearchAction(query: string): Promise<ActionResult<GlobalSearchResult>> {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => globalSearch(token, parsed.data));
}

const locationSchema = z.union([
  z.object({ search: querySchema }),
  z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), radius_km: z.number().positive().max(500) }),
  z.object({ all: z.literal(true) }),
]);

/** POST residence/search-by-location – the map search. */
export async function searchByLocationAction(
  input: unknown,
): Promise<ActionResult<{ center: { lat: number; lng: number } | null; residences: LocatedResidence[] }>> {
  const parsed = locationSchema.safeParse(input);
  if (!parsed.success) return invalidInput({});
  return partnerAction((token) => searchByLocation(token, parsed.data));
}
