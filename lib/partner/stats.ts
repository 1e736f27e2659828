import 'server-only';
import type { Periode, StatsPath } from '@/contract/stats';
import type { Chart } from './dashboard';
import type { LaravelPage } from './paging';
import { dataOrSubscribe, isSubscribeState, type SubscribeState } from './subscription';
import { partnerJson } from './client';

export type StatsFormat = 'text' | 'month' | 'number' | 'euros' | 'days';
export interface StatsColumn {
  key: string;
  label: string;
  format: StatsFormat;
}
export type StatsRow = Record<string, string | number | null>;

/** SPEC §3 Stats page: display (page, type, label, columns) and the data, here one Laravel page of rows. */
export interface StatsPage {
  display: { page: string; type: 'table'; label: string; columns: StatsColumn[] };
  periode: Periode;
  data: LaravelPage<StatsRow>;
  totals: Record<string, number>;
  charts: Chart[];
}

/** Largest page the API serves, used to read every row for an export. */
export const STATS_MAX_PER_PAGE = 100;

// GET stats/{path}?periode&page – one page of the adviser's statistics, or the subscribe state (SPEC §6)
export async function getStats(
  token: string,
  path: StatsPath,
  query: { periode: Periode; page?: number; per_page?: number },
): Promise<StatsPage | SubscribeState> {
  const body = await partnerJson<unknown>(`stats/${path}`, { token, query });
  const answer = dataOrSubscribe<unknown>(body);
  return isSubscribeState(answer) ? answer : (body as StatsPage);
}
