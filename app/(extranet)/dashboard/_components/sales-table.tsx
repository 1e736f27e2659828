import { getTranslations } from 'next-intl/server';
import { formatEuros } from '@/lib/format/format';
import { FiguresTable } from '@/components/ui/figures-table';
import type { DashboardFigures } from '@/lib/partner/dashboard';

/** Sales by status: count, amount and commission, as figures the charts summarise. */
export async function SalesTable({ sales }: { sales: DashboardFigures['sales'] }) {
  const t = await getTranslations('dashboard.salesTable');
  return (
    <FiguresTable
      id="dashboard-sales"
      title={t('title')}
      minWidth={480}
      columns={[{ label: t('status') }, { label: t('count'), numeric: true }, { label: t('amount'), numeric: true }, { label: t('commission'), numeric: true }]}
      rows={sales.map((row) => ({ key: row.status, label: row.label, values: [row.count, formatEuros(row.amount), formatEuros(row.commission)] }))}
    />
  );
}
