import 'server-only';
import { partnerJson } from './client';
import type { FundCard } from './funds';
import type { Lot, ResidenceCard } from './programmes';

export interface GlobalSearchResult {
  residences: ResidenceCard[];
  funds: FundCard[];
  lots: (Lot & { residence_name: string; residence_city: string })[];
  clients: { id: number; prenom: string; nom: string; email: string | null; city: string | null }[];
}

// POST global-search
export async function globalSearch(token: string, query: string): Promise<GlobalSearchResult> {
  return (await partnerJson<{ data: GlobalSearchResult }>('global-search', { method: 'POST', token, body: { query } })).data;
}
