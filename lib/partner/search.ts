import 'server-only';
import { z } from 'zod';
import { globalSearchResultSchema } from '@/contract/search';
import { partnerJson } from './client';

export type { GlobalSearchResult } from '@/contract/search';

// POST global-search
export async function globalSearch(token: string, query: string) {
  return (await partnerJson('global-search', { method: 'POST', token, body: { query }, answer: z.object({ data: globalSearchResultSchema }) })).data;
}
