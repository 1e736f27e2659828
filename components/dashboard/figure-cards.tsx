import { getTranslations } from 'next-intl/server';
import { formatEuros } from '@/lib/format/format';
import type { DashboardFigures } from '@/lib/partner/dashboard';
import { FigureTiles } from '@/components/stats/figure-tiles';

/** The key figures of a book as a row of tiles. */
export async function FigureCards({ figures }: { figures: DashboardFigures }) {
  const t = await getTranslations('dashboard');
  const sold = figures.sales.filter((s) => s.status === 'signed' || s.status === 'acte');
  const tiles = [
    { label: t('figures.options'), value: String(figures.options.total), hint: t('figures.optionsHint', figures.options) },
    { label: t('figures.reservations'), value: String(figures.reservations.count), hint: formatEuros(figures.reservations.amount) },
    {
      label: t('figures.sales'),
      value: String(sold.reduce((n, s) => n + s.count, 0)),
      hint: t('figures.salesHint', {
        amount: formatEuros(sold.reduce((n, s) => n + s.amount, 0)),
        commission: formatEuros(sold.reduce((n, s) => n + s.commission, 0)),
      }),
    },
    { label: t('figures.clients'), value: String(figures.clients) },
    { label: t('figures.disputes'), value: String(figures.open_disputes) },
  ];
  return <FigureTiles tiles={tiles} />;
}
