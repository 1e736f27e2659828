import '@hono/zod-openapi';
import { clientFigures, disputesClosedByMonth, disputesOpenedByMonth, newClientsByMonth, openDisputeCount, salesByMonth } from '../db/queries/stats';
import type { DbOrTx } from '../db/tx';
import type { Chart } from '../../contract/charts';
import { messages } from '../../contract/messages';
import type { StatsPath } from '../../contract/stats';
import { statsDisplaySchema, statsRowSchema, statsTotalsSchema, type StatsColumn, type StatsPage, type StatsRow } from '../../contract/stats-report';
import { barChart, pieChart } from './chart';
import { monthLabel, monthSeries, perMonth, type Periode } from './periode';

export const displaySchema = statsDisplaySchema.openapi('StatsDisplay');
export const rowSchema = statsRowSchema.openapi('StatsRow');
export const totalsSchema = statsTotalsSchema.openapi('StatsTotals');

type Row = StatsRow;
export type Report = { display: StatsPage['display']; rows: Row[]; total: number; totals: Record<string, number>; charts: Chart[] };
export type ReportParams = { adviserId: number; periode: Periode; now: Date; page: number; perPage: number };

const m = messages.api.stats;
const { amountDataset, saleStatuses, disputeStatuses } = messages.api.labels;

/** The table of one statistic: its label and its columns, worded in messages/fr.json. */
function display<P extends StatsPath>(path: P, formats: Record<keyof (typeof m)[P]['columns'], StatsColumn['format']>): Report['display'] {
  const columns = m[path].columns as Record<string, string>;
  return {
    page: `stats/${path}`,
    type: 'table',
    label: m[path].label,
    columns: Object.entries(formats as Record<string, StatsColumn['format']>).map(([key, format]) => ({ key, label: columns[key], format })),
  };
}
const sumOf = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((n, row) => n + pick(row), 0);
/** Month tables read newest first; `rows` are oldest first as the charts draw them. */
const pageOfMonths = (rows: Row[], page: number, perPage: number) => [...rows].reverse().slice((page - 1) * perPage, page * perPage);

async function salesReport(db: DbOrTx, p: ReportParams): Promise<Report> {
  const { months, range } = monthSeries(p.periode, p.now);
  const raw = await salesByMonth(db, { adviserId: p.adviserId, range });
  const kept = raw.filter((r) => r.status !== 'cancelled');
  const rows = months.map((mois) => {
    const inMonth = kept.filter((r) => r.month === mois);
    return {
      mois,
      ventes: sumOf(inMonth, (r) => r.n),
      montant: sumOf(inMonth, (r) => r.amount),
      commission: sumOf(inMonth, (r) => r.commission),
      annulees: sumOf(raw.filter((r) => r.month === mois && r.status === 'cancelled'), (r) => r.n),
    };
  });
  return {
    display: display('ventes', { mois: 'month', ventes: 'number', montant: 'euros', commission: 'euros', annulees: 'number' }),
    rows: pageOfMonths(rows, p.page, p.perPage),
    total: rows.length,
    totals: {
      ventes: sumOf(rows, (r) => r.ventes),
      montant: sumOf(rows, (r) => r.montant),
      commission: sumOf(rows, (r) => r.commission),
      annulees: sumOf(rows, (r) => r.annulees),
    },
    charts: [
      barChart(m.ventes.amountChart, months.map(monthLabel), [{ label: amountDataset, data: rows.map((r) => r.montant) }]),
      pieChart(
        m.ventes.statusChart,
        Object.entries(saleStatuses).map(([status, label]) => ({ label, value: sumOf(raw.filter((r) => r.status === status), (r) => r.n) })),
        m.ventes.statusDataset,
      ),
    ],
  };
}

async function clientsReport(db: DbOrTx, p: ReportParams): Promise<Report> {
  const { months, range } = monthSeries(p.periode, p.now);
  const [figures, created] = await Promise.all([
    clientFigures(db, { adviserId: p.adviserId, range, page: p.page, perPage: p.perPage }),
    newClientsByMonth(db, { adviserId: p.adviserId, range }),
  ]);
  const newByMonth = perMonth(months, created, (inMonth) => inMonth[0]?.n ?? 0);
  return {
    display: display('clients', { client: 'text', ventes: 'number', montant: 'euros', commission: 'euros', options: 'number', litiges: 'number' }),
    rows: figures.rows.map((r) => ({
      id: r.id,
      client: `${r.prenom} ${r.nom}`,
      ventes: r.sales,
      montant: r.amount,
      commission: r.commission,
      options: r.options,
      litiges: r.disputes,
    })),
    total: figures.total,
    totals: { clients: figures.total, acheteurs: figures.buyers, nouveaux: sumOf(newByMonth, (n) => n) },
    charts: [
      barChart(m.clients.newChart, months.map(monthLabel), [{ label: m.clients.newDataset, data: newByMonth }]),
      pieChart(
        m.clients.buyersChart,
        [
          { label: m.clients.withSale, value: figures.buyers },
          { label: m.clients.withoutSale, value: figures.total - figures.buyers },
        ],
        m.clients.buyersDataset,
      ),
    ],
  };
}

async function disputesReport(db: DbOrTx, p: ReportParams): Promise<Report> {
  const { months, range } = monthSeries(p.periode, p.now);
  const [opened, closed, stillOpen] = await Promise.all([
    disputesOpenedByMonth(db, { adviserId: p.adviserId, range }),
    disputesClosedByMonth(db, { adviserId: p.adviserId, range }),
    openDisputeCount(db, { adviserId: p.adviserId }),
  ]);
  const rows = months.map((mois) => {
    const closing = closed.find((r) => r.month === mois);
    return {
      mois,
      ouverts: sumOf(opened.filter((r) => r.month === mois), (r) => r.n),
      clos: closing?.n ?? 0,
      delai_moyen: closing ? closing.meanDays : null,
    };
  });
  return {
    display: display('litiges', { mois: 'month', ouverts: 'number', clos: 'number', delai_moyen: 'days' }),
    rows: pageOfMonths(rows, p.page, p.perPage),
    total: rows.length,
    totals: { ouverts: sumOf(rows, (r) => r.ouverts), clos: sumOf(rows, (r) => r.clos), en_cours: stillOpen },
    charts: [
      barChart(m.litiges.monthChart, months.map(monthLabel), [
        { label: m.litiges.columns.ouverts, data: rows.map((r) => r.ouverts) },
        { label: m.litiges.columns.clos, data: rows.map((r) => r.clos) },
      ]),
      pieChart(
        m.litiges.statusChart,
        Object.entries(disputeStatuses).map(([status, label]) => ({ label, value: sumOf(opened.filter((r) => r.status === status), (r) => r.n) })),
        m.litiges.statusDataset,
      ),
    ],
  };
}

export const reports: Record<StatsPath, (db: DbOrTx, params: ReportParams) => Promise<Report>> = {
  ventes: salesReport,
  clients: clientsReport,
  litiges: disputesReport,
};
