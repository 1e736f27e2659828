import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { loadRecordsPage } from '@/lib/sales/load-records-page';
import { RecordsTable } from '@/components/sales/records-table';

export async function generateMetadata() {
  return { title: (await getTranslations('sales'))('ventes.title') };
}

// GET /ventes – the adviser's ventes, 20 a page, detail in the right-hand panel
export default async function Page({ searchParams }: PageProps<'/ventes'>) {
  const [page, te] = await Promise.all([loadRecordsPage('ventes', (await searchParams).page), getTranslations('errors')]);
  return (
    <>
      {!page && <ErrorNotice title={te('title')} message={te('commercialOffers')} />}
      <RecordsTable kind="ventes" page={page} />
    </>
  );
}
