import 'server-only';
import { partnerJson } from './client';
import type { FundCard } from './funds';
import type { LaravelPage } from './paging';
import type { ResidenceCard } from './programmes';

export type Favorite =
  | { kind: 'residence'; added_at: string; residence: ResidenceCard }
  | { kind: 'fund'; added_at: string; fund: FundCard };

// GET favorites – SPEC §7 reads data.data.data
export async function listFavorites(token: string): Promise<Favorite[]> {
  const body = await partnerJson<{ data: LaravelPage<Favorite> }>('favorites', { token, query: { per_page: 100 } });
  return body.data.data;
}

// POST favorites/{id}/toggle
export async function toggleFavorite(token: string, id: number): Promise<{ id: number; is_favorite: boolean }> {
  return (await partnerJson<{ data: { id: number; is_favorite: boolean } }>(`favorites/${id}/toggle`, { method: 'POST', token })).data;
}
