import 'server-only';
import { z } from 'zod';
import { favoritePageSchema, favoriteToggleSchema } from '@/contract/favorites';
import { partnerJson } from './client';

export type { Favorite } from '@/contract/favorites';

// GET favorites – SPEC §7 reads data.data.data
export async function listFavorites(token: string) {
  return (await partnerJson('favorites', { token, query: { per_page: 100 }, answer: favoritePageSchema })).data.data;
}

// POST favorites/{id}/toggle
export async function toggleFavorite(token: string, id: number) {
  return (await partnerJson(`favorites/${id}/toggle`, { method: 'POST', token, answer: z.object({ data: favoriteToggleSchema }) })).data;
}
