import '@hono/zod-openapi';
import { residenceDashboardSchema as contractSchema, type ResidenceDashboard } from '../../contract/dashboard';
import { messages } from '../../contract/messages';
import type { ResidenceRow } from '../db/queries/catalogue';
import { lotsByStatus, residenceBook } from '../db/queries/residence-dashboard';
import { salesByMonth } from '../db/queries/stats';
import { lotStatuses } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import { barChart, chartSchema, pieChart } from './chart';
import { monthLabel, periodeSchema, periodMonths, type Periode } from './periode';

const { amountDataset, lotStatuses: lotLabels } = messages.api.labels;
const m = messages.api.dashboard;

export const residenceDashboardSchema = contractSchema.extend({ periode: periodeSchema, charts: chartSchema.array() }).openapi('ResidenceDashboard');

/** One residence seen by one adviser: the programme's lots, and the adviser's own options, reservations and sales of the period. */
export async function residenceDashboard(
  db: DbOrTx,
  params: { adviserId: number; residence: ResidenceRow; periode: Periode; now: Date },
): Promise<ResidenceDashboard> {
  const { residence, periode } = params;
  const months = periodMonths(periode, params.now);
  const [lotRows, book, saleRows] = await Promise.all([
    lotsByStatus(db, { residenceId: residence.id }),
    residenceBook(db, { adviserId: params.adviserId, residenceId: residence.id }),
    salesByMonth(db, { adviserId: params.adviserId, residenceId: residence.id, range: { from: months[0], to: months.at(-1)! } }),
  ]);
  const lotCount = (status: (typeof lotStatuses)[number]) => lotRows.find((r) => r.status === status)?.n ?? 0;
  const optionCount = (status: 'placed' | 'notified' | 'reserved') => book.liveOptions.find((r) => r.status === status)?.n ?? 0;
  const kept = saleRows.filter((r) => r.status !== 'cancelled');
  const lotsFigures = { available: lotCount('available'), optioned: lotCount('optioned'), reserved: lotCount('reserved'), sold: lotCount('sold') };
  const opts = { placed: optionCount('placed'), notified: optionCount('notified'), reserved: optionCount('reserved') };
  return {
    residence: { id: residence.id, name: residence.name, city: residence.city, type: residence.type },
    periode,
    lots: { total: lotRows.reduce((n, r) => n + r.n, 0), ...lotsFigures },
    options: { ...opts, total: opts.placed + opts.notified + opts.reserved },
    reservations: book.reserved,
    sales: {
      count: kept.reduce((n, r) => n + r.n, 0),
      amount: kept.reduce((n, r) => n + r.amount, 0),
      commission: kept.reduce((n, r) => n + r.commission, 0),
    },
    charts: [
      pieChart(m.lotsChart, lotStatuses.map((s) => ({ label: lotLabels[s], value: lotsFigures[s] })), m.lotsDataset),
      barChart(m.residenceSalesChart, months.map(monthLabel), [
        { label: amountDataset, data: months.map((m) => kept.filter((r) => r.month === m).reduce((n, r) => n + r.amount, 0)) },
      ]),
    ],
  };
}
