import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { loadRecordsPage } from '@/lib/sales/load-records-page';
import { RecordsTable } from '@/components/sales/records-table';

export async function generateMetadata() {
  return { title: (await getTranslations('sales'))('suivis.title') };
}

// GET /suivis – the adviser's suivis, 20 a page, detail in the right-hand panel
export default async function Page({ searchParams }: PageProps<'/suivis'>) {
  const [page, te] = await Promise.all([loadRecordsPage('suivis', (await searchParams).page), getTranslations('errors')]);
  return (
    <>
      {!page && <ErrorNotice title={te('title')} message={te('followUp')} />}
      <RecordsTable kind="suivis" page={page} />
    </>
  );
}
