import 'server-only';
import { favoriteIdsSchema, favoritePageSchema, favoriteToggleSchema } from '@/contract/favorites';
import { partnerJson } from './client';
import { dataAnswer } from './data-answer';

const favoriteToggleAnswer = dataAnswer(favoriteToggleSchema);
const favoriteIdsAnswer = dataAnswer(favoriteIdsSchema);

export type { Favorite } from '@/contract/favorites';

// GET favorites – SPEC §7 reads data.data.data
export async function listFavorites(token: string) {
  return (await partnerJson('favorites', { token, query: { per_page: 100 }, answer: favoritePageSchema })).data.data;
}

// POST favorites/{id}/toggle
export async function toggleFavorite(token: string, id: number) {
  return (await partnerJson(`favorites/${id}/toggle`, { method: 'POST', token, answer: favoriteToggleAnswer })).data;
}

// GET favorites/ids – which programmes the adviser keeps, to mark the cards of a shared list
export async function getFavoriteIds(token: string) {
  return (await partnerJson('favorites/ids', { token, answer: favoriteIdsAnswer })).data;
}
