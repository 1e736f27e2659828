import { getTranslations } from 'next-intl/server';
import { formatEuros, formatNumber } from '@/lib/format/format';
import { FigureTiles } from '@/components/stats/figure-tiles';

const EUROS = new Set(['montant', 'commission']);

/** The period's totals the API answers beside the table, one tile each. */
export async function StatsTotals({ totals }: { totals: Record<string, number> }) {
  const t = await getTranslations('stats.totals');
  const tiles = Object.entries(totals)
    .filter(([key]) => t.has(key))
    .map(([key, value]) => ({ label: t(key), value: EUROS.has(key) ? formatEuros(value) : formatNumber(value) }));
  return <FigureTiles tiles={tiles} />;
}
