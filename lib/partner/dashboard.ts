import 'server-only';
import type { Periode } from '@/contract/stats';
import { partnerJson } from './client';
import { dataOrSubscribe, isSubscribeState, type SubscribeState } from './subscription';

/** SPEC §3 Chart: a pie or bar chart with its datasets. */
export interface Chart {
  type: 'bar' | 'pie';
  label: string;
  data: { labels: string[]; datasets: { label: string; data: number[] }[] };
}

export interface DashboardFigures {
  options: { placed: number; notified: number; reserved: number; total: number };
  reservations: { count: number; amount: number };
  sales: { status: 'reserved' | 'signed' | 'acte' | 'cancelled'; label: string; count: number; amount: number; commission: number }[];
  clients: number;
  open_disputes: number;
  charts: Chart[];
}

export interface DirectionAdviser {
  id: number;
  prenom: string;
  nom: string;
  cabinet: string | null;
  sales_count: number;
  sales_amount: number;
}

// GET dashboard – the adviser's own figures
export function getDashboard(token: string) {
  return partnerJson<{ data: DashboardFigures }>('dashboard', { token });
}

// GET dashboard/direction – where the director's dashboard is (403 for other advisers)
export function getDirectionUrl(token: string) {
  return partnerJson<{ url: string }>('dashboard/direction', { token });
}

// GET dashboard/direction/stats – figures of the director's advisers (403 for other advisers)
export function getDirectionStats(token: string) {
  return partnerJson<{ data: { figures: DashboardFigures; advisers: DirectionAdviser[] } }>('dashboard/direction/stats', { token });
}

export interface ResidenceDashboard {
  residence: { id: number; name: string; city: string; type: string };
  periode: Periode;
  lots: { total: number; available: number; optioned: number; reserved: number; sold: number };
  options: { placed: number; notified: number; reserved: number; total: number };
  reservations: { count: number; amount: number };
  sales: { count: number; amount: number; commission: number };
  charts: Chart[];
}

// GET dashboard/residence/{id}?periode – one residence's lots and the adviser's own activity on it (404 outside their brand)
export async function getResidenceDashboard(token: string, id: number, periode: Periode): Promise<ResidenceDashboard | SubscribeState> {
  const body = await partnerJson<unknown>(`dashboard/residence/${id}`, { token, query: { periode } });
  const answer = dataOrSubscribe<ResidenceDashboard>(body);
  return isSubscribeState(answer) ? answer : answer.data;
}
