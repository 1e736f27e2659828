'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { isSameOriginRequest } from '@/lib/auth/request-guard';
import { env } from '@/lib/env';
import { isPartnerApiError } from '@/lib/errors';
import { listFavorites, toggleFavorite, type Favorite } from '@/lib/partner/favorites';
import { getLot, searchByLocation, type LocatedResidence, type LotDetail } from '@/lib/partner/programmes';
import { globalSearch, type GlobalSearchResult } from '@/lib/partner/search';
import { readSession } from '@/lib/session';
import { textSchema } from '@/lib/validation/text';

/** What the client learns of a failure: its status only; the screen shows the SPEC §8 message. */
export type CatalogueResult<T> = { ok: true; data: T } | { ok: false; status: number };

const idSchema = z.number().int().positive().max(2_147_483_647);

async function withToken<T>(run: (token: string) => Promise<T>, options: { mutation?: boolean } = {}): Promise<CatalogueResult<T>> {
  if (options.mutation && !isSameOriginRequest(await headers(), env.isProd)) return { ok: false, status: 403 };
  const session = await readSession();
  if (!session) return { ok: false, status: 401 };
  try {
    return { ok: true, data: await run(session.accessToken) };
  } catch (error) {
    if (!isPartnerApiError(error)) console.error('Appel du catalogue impossible', error);
    return { ok: false, status: isPartnerApiError(error) ? error.status : 500 };
  }
}

/** GET lot/{id} – the lot shown in the right-hand panel. */
export async function getLotAction(id: number): Promise<CatalogueResult<LotDetail>> {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return { ok: false, status: 422 };
  return withToken((token) => getLot(token, parsed.data));
}

/** GET favorites – the favourites page refresh and the right-hand panel. */
export async function listFavoritesAction(): Promise<CatalogueResult<Favorite[]>> {
  return withToken((token) => listFavorites(token));
}

/** POST favorites/{id}/toggle */
export async function toggleFavoriteAction(id: number): Promise<CatalogueResult<{ id: number; is_favorite: boolean }>> {
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) return { ok: false, status: 422 };
  return withToken((token) => toggleFavorite(token, parsed.data), { mutation: true });
}

const querySchema = textSchema().trim().min(2).max(100);

/** POST global-search – the header search. */
export async function globalSearchAction(query: string): Promise<CatalogueResult<GlobalSearchResult>> {
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) return { ok: false, status: 422 };
  return withToken((token) => globalSearch(token, parsed.data));
}

const locationSchema = z.union([
  z.object({ search: querySchema }),
  z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), radius_km: z.number().positive().max(500) }),
  z.object({ all: z.literal(true) }),
]);

/** POST residence/search-by-location – the map search. */
export async function searchByLocationAction(
  input: unknown,
): Promise<CatalogueResult<{ center: { lat: number; lng: number } | null; residences: LocatedResidence[] }>> {
  const parsed = locationSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 422 };
  return withToken((token) => searchByLocation(token, parsed.data));
}
