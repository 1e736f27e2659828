import 'server-only';
import { favoritePageSchema, favoriteToggleSchema } from '@/contract/favorites';
import { partnerJson } from './client';
import { dataAnswer } from './data-answer';

const favoriteToggleAnswer = dataAnswer(favoriteToggleSchema);

export type { Favorite } from '@/contract/favorites';

// GET favorites – SPEC §7 reads data.data.data
export async function listFavorites(token: string) {
  return (await partnerJson('favorites', { token, query: { per_page: 100 }, answer: favoritePageSchema })).data.data;
}

// POST favorites/{id}/toggle
export async function toggleFavorite(token: string, id: number) {
  return (await partnerJson(`favorites/${id}/toggle`, { method: 'POST', token, answer: favoriteToggleAnswer })).data;
}
