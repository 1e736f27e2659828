import { getTranslations } from 'next-intl/server';
import { FiguresTable } from '@/components/ui/figures-table';
import type { ResidenceDashboard } from '@/lib/partner/dashboard';

const STATUSES = ['available', 'optioned', 'reserved', 'sold'] as const;

/** The residence's lots by status: the figures of its pie chart, readable as a table. */
export async function LotsTable({ lots }: { lots: ResidenceDashboard['lots'] }) {
  const t = await getTranslations('residenceDashboard.lotsTable');
  return (
    <FiguresTable
      id="residence-lots"
      title={t('title')}
      columns={[{ label: t('status') }, { label: t('count'), numeric: true }]}
      rows={STATUSES.map((status) => ({ key: status, label: t(status), values: [lots[status]] }))}
    />
  );
}
