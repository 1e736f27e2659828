import 'server-only';
import { z } from 'zod';
import { fundDetailSchema, fundListSchema, fundModelSchema } from '@/contract/funds';
import { fundApiQuery, type FundFilters } from '@/lib/programmes/filters';
import { partnerJson } from './client';
import { dataAnswer } from './data-answer';

const fundDetailAnswer = dataAnswer(fundDetailSchema);
const fundModelsAnswer = dataAnswer(z.array(fundModelSchema));

export type { Fund, FundCard, FundDocument, FundModel } from '@/contract/funds';

// GET fonds – one page of funds and the categories of the filter
export async function listFunds(token: string, filters: FundFilters) {
  const body = await partnerJson('fonds', { token, query: fundApiQuery(filters), answer: fundListSchema });
  return { page: body.data, categories: body.categories };
}

// GET fonds/{id}
export async function getFund(token: string, id: number) {
  return (await partnerJson(`fonds/${id}`, { token, answer: fundDetailAnswer })).data;
}

// GET fonds/modeles
export async function listFundModels(token: string, fundId?: number) {
  return (await partnerJson('fonds/modeles', { token, query: { fund_id: fundId }, answer: fundModelsAnswer })).data;
}
