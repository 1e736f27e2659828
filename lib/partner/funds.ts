import 'server-only';
import { fundApiQuery, type FundFilters } from '@/lib/programmes/filters';
import { partnerJson } from './client';
import type { LaravelPage } from './paging';

export interface FundCard {
  id: number;
  kind: 'fund';
  type: 'fonds';
  name: string;
  manager: string;
  category: string;
  description: string;
  photo: string | null;
  min_subscription: number;
  share_price: number;
  yield: number | null;
  risk_level: number;
  entry_fees: number | null;
  models_count: number;
  is_favorite: boolean;
}

export interface FundModel {
  id: number;
  fund_id: number;
  fund_name?: string;
  name: string;
  description: string;
  min_amount: number;
  allocation: { label: string; percent: number }[];
}

export interface FundDocument {
  id: number;
  kind: string;
  title: string;
  url: string;
}

export interface Fund extends FundCard {
  photos: string[];
  models: FundModel[];
  documents: FundDocument[];
}

// GET fonds – one page of funds and the categories of the filter
export async function listFunds(token: string, filters: FundFilters): Promise<{ page: LaravelPage<FundCard>; categories: string[] }> {
  const body = await partnerJson<{ data: LaravelPage<FundCard>; categories?: string[] }>('fonds', { token, query: fundApiQuery(filters) });
  return { page: body.data, categories: body.categories ?? [] };
}

// GET fonds/{id}
export async function getFund(token: string, id: number): Promise<Fund> {
  return (await partnerJson<{ data: Fund }>(`fonds/${id}`, { token })).data;
}

// GET fonds/modeles
export async function listFundModels(token: string, fundId?: number): Promise<FundModel[]> {
  return (await partnerJson<{ data: FundModel[] }>('fonds/modeles', { token, query: { fund_id: fundId } })).data;
}
