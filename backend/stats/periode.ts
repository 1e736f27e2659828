import '@hono/zod-openapi';
import { PERIODES, type Periode } from '../../contract/stats';
import { periodeSchema as contractPeriodeSchema } from '../../contract/stats-report';

export type { Periode };

export const periodeSchema = contractPeriodeSchema.openapi({
  description: 'Mois calendaires glissants (heure de Paris), le mois en cours compris',
  example: '12m',
});

const monthKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' });
const monthLabelFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/** `YYYY-MM` of an instant, in Paris time (the month the adviser sees on their calendar). */
export function monthKey(instant: Date): string {
  return monthKeyFormat.format(instant).slice(0, 7);
}

/** The months of a period, oldest first, as `YYYY-MM` keys. */
export function periodMonths(periode: Periode, now: Date): string[] {
  const [year, month] = monthKey(now).split('-').map(Number);
  return Array.from({ length: PERIODES[periode] }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (PERIODES[periode] - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The months of a period and the `YYYY-MM` range a monthly query covers: the series every chart is drawn on. */
export function monthSeries(periode: Periode, now: Date): { months: string[]; range: { from: string; to: string } } {
  const months = periodMonths(periode, now);
  return { months, range: { from: months[0], to: months.at(-1)! } };
}

/** One value per month of the series, from the rows a monthly query answered (none: the empty list). */
export function perMonth<R extends { month: string }>(months: string[], rows: R[], value: (inMonth: R[]) => number): number[] {
  return months.map((month) => value(rows.filter((row) => row.month === month)));
}

/** "nov. 2026": the label of a month key on a chart axis. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return monthLabelFormat.format(new Date(Date.UTC(year, month - 1, 15)));
}
