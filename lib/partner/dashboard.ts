import 'server-only';
import { dashboardFiguresSchema, directionStatsSchema, directionUrlSchema, residenceDashboardSchema } from '@/contract/dashboard';
import type { Periode } from '@/contract/stats';
import { dataOrSubscribeNowSchema } from '@/contract/subscribe-now';
import { partnerJson } from './client';
import { dataAnswer } from './data-answer';
import { dataOrSubscribe, isSubscribeState } from './subscription';

const dashboardFiguresAnswer = dataAnswer(dashboardFiguresSchema);
const directionStatsAnswer = dataAnswer(directionStatsSchema);

export type { Chart } from '@/contract/charts';
export type { DashboardFigures, DirectionAdviser, ResidenceDashboard } from '@/contract/dashboard';

// GET dashboard – the adviser's own figures
export function getDashboard(token: string) {
  return partnerJson('dashboard', { token, answer: dashboardFiguresAnswer });
}

// GET dashboard/direction – where the director's dashboard is (403 for other advisers)
export function getDirectionUrl(token: string) {
  return partnerJson('dashboard/direction', { token, answer: directionUrlSchema });
}

// GET dashboard/direction/stats – figures of the director's advisers (403 for other advisers)
export function getDirectionStats(token: string) {
  return partnerJson('dashboard/direction/stats', { token, answer: directionStatsAnswer });
}

const residenceDashboardAnswer = dataOrSubscribeNowSchema(residenceDashboardSchema);

// GET dashboard/residence/{id}?periode – one residence's lots and the adviser's own activity on it (404 outside their brand)
export async function getResidenceDashboard(token: string, id: number, periode: Periode) {
  const answer = dataOrSubscribe(await partnerJson(`dashboard/residence/${id}`, { token, query: { periode }, answer: residenceDashboardAnswer }));
  return isSubscribeState(answer) ? answer : answer.data;
}
