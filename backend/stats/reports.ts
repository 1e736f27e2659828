import { z } from '@hono/zod-openapi';
import { clientFigures, disputesClosedByMonth, disputesOpenedByMonth, newClientsByMonth, openDisputeCount, salesByMonth } from '../db/queries/stats';
import type { DbOrTx } from '../db/tx';
import type { StatsPath } from '../../contract/stats';
import { barChart, chartSchema, pieChart } from './chart';
import { monthLabel, monthSeries, perMonth, type Periode } from './periode';


export const columnSchema = z
  .object({ key: z.string(), label: z.string(), format: z.enum(['text', 'month', 'number', 'euros', 'days']) })
  .openapi('StatsColumn');
export const displaySchema = z
  .object({ page: z.string(), type: z.literal('table'), label: z.string(), columns: z.array(columnSchema) })
  .openapi('StatsDisplay');
export const rowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()])).openapi('StatsRow');
export const totalsSchema = z.record(z.string(), z.number()).openapi('StatsTotals');

type Column = z.infer<typeof columnSchema>;
type Row = z.infer<typeof rowSchema>;
export type Report = {
  display: z.infer<typeof displaySchema>;
  rows: Row[];
  total: number;
  totals: Record<string, number>;
  charts: z.infer<typeof chartSchema>[];
};
export type ReportParams = { adviserId: number; periode: Periode; now: Date; page: number; perPage: number };

const saleStatuses = { reserved: 'Réservées', signed: 'Signées', acte: 'Actées', cancelled: 'Annulées' } as const;
const disputeStatuses = { open: 'Ouverts', in_progress: 'En cours', closed: 'Clos' } as const;

const display = (path: StatsPath, label: string, columns: Column[]): Report['display'] => ({ page: `stats/${path}`, type: 'table', label, columns });
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
    display: display('ventes', 'Statistiques des ventes', [
      { key: 'mois', label: 'Mois', format: 'month' },
      { key: 'ventes', label: 'Ventes', format: 'number' },
      { key: 'montant', label: 'Montant', format: 'euros' },
      { key: 'commission', label: 'Commission', format: 'euros' },
      { key: 'annulees', label: 'Annulées', format: 'number' },
    ]),
    rows: pageOfMonths(rows, p.page, p.perPage),
    total: rows.length,
    totals: {
      ventes: sumOf(rows, (r) => r.ventes),
      montant: sumOf(rows, (r) => r.montant),
      commission: sumOf(rows, (r) => r.commission),
      annulees: sumOf(rows, (r) => r.annulees),
    },
    charts: [
      barChart('Montant des ventes par mois', months.map(monthLabel), [{ label: 'Montant (€)', data: rows.map((r) => r.montant) }]),
      pieChart(
        'Ventes de la période par statut',
        Object.entries(saleStatuses).map(([status, label]) => ({ label, value: sumOf(raw.filter((r) => r.status === status), (r) => r.n) })),
        'Ventes',
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
    display: display('clients', 'Statistiques des clients', [
      { key: 'client', label: 'Client', format: 'text' },
      { key: 'ventes', label: 'Ventes', format: 'number' },
      { key: 'montant', label: 'Montant', format: 'euros' },
      { key: 'commission', label: 'Commission', format: 'euros' },
      { key: 'options', label: 'Options en cours', format: 'number' },
      { key: 'litiges', label: 'Litiges', format: 'number' },
    ]),
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
      barChart('Nouveaux clients par mois', months.map(monthLabel), [{ label: 'Nouveaux clients', data: newByMonth }]),
      pieChart(
        'Clients ayant acheté sur la période',
        [
          { label: 'Avec une vente', value: figures.buyers },
          { label: 'Sans vente', value: figures.total - figures.buyers },
        ],
        'Clients',
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
    display: display('litiges', 'Statistiques des litiges', [
      { key: 'mois', label: 'Mois', format: 'month' },
      { key: 'ouverts', label: 'Ouverts', format: 'number' },
      { key: 'clos', label: 'Clos', format: 'number' },
      { key: 'delai_moyen', label: 'Délai moyen de clôture', format: 'days' },
    ]),
    rows: pageOfMonths(rows, p.page, p.perPage),
    total: rows.length,
    totals: { ouverts: sumOf(rows, (r) => r.ouverts), clos: sumOf(rows, (r) => r.clos), en_cours: stillOpen },
    charts: [
      barChart('Litiges ouverts et clos par mois', months.map(monthLabel), [
        { label: 'Ouverts', data: rows.map((r) => r.ouverts) },
        { label: 'Clos', data: rows.map((r) => r.clos) },
      ]),
      pieChart(
        'Litiges ouverts sur la période, par statut',
        Object.entries(disputeStatuses).map(([status, label]) => ({ label, value: sumOf(opened.filter((r) => r.status === status), (r) => r.n) })),
        'Litiges',
      ),
    ],
  };
}

export const reports: Record<StatsPath, (db: DbOrTx, params: ReportParams) => Promise<Report>> = {
  ventes: salesReport,
  clients: clientsReport,
  litiges: disputesReport,
};
