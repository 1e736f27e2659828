import 'server-only';
import { z } from 'zod';
import type { Periode, StatsPath } from '@/contract/stats';
import { statsPageSchema, type StatsPage } from '@/contract/stats-report';
import { subscribeNowRefusalSchema } from '@/contract/subscribe-now';
import { subscribeState, type SubscribeState } from './subscription';
import { partnerJson } from './client';

export type { StatsColumn, StatsFormat, StatsPage, StatsRow } from '@/contract/stats-report';

/** Largest page the API serves, used to read every row for an export. */
export const STATS_MAX_PER_PAGE = 100;

const statsAnswer = z.union([statsPageSchema, subscribeNowRefusalSchema]);

// GET stats/{path}?periode&page – one page of the adviser's statistics, or the subscribe state (SPEC §6)
export async function getStats(
  token: string,
  path: StatsPath,
  query: { periode: Periode; page?: number; per_page?: number },
): Promise<StatsPage | SubscribeState> {
  const body = await partnerJson(`stats/${path}`, { token, query, answer: statsAnswer });
  return typeof body === 'object' && 'display' in body ? body : subscribeState(body);
}
