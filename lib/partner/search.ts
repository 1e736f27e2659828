import 'server-only';
import { globalSearchResultSchema } from '@/contract/search';
import { partnerJson } from './client';
import { dataAnswer } from './data-answer';

const globalSearchAnswer = dataAnswer(globalSearchResultSchema);

export type { GlobalSearchResult } from '@/contract/search';

// POST global-search
export async function globalSearch(token: string, query: string) {
  return (await partnerJson('global-search', { method: 'POST', token, body: { query }, answer: globalSearchAnswer })).data;
}
