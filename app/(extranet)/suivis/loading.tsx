import { getTranslations } from 'next-intl/server';
import { TablePageSkeleton } from '@/components/ui/skeletons/table-page-skeleton';

export default async function Loading() {
  return <TablePageSkeleton title={(await getTranslations('sales'))('suivis.title')} />;
}
