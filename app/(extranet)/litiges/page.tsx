import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { loadRecordsPage } from '@/lib/sales/load-records-page';
import { RecordsTable } from '@/components/sales/records-table';

export async function generateMetadata() {
  return { title: (await getTranslations('sales'))('litiges.title') };
}

// GET /litiges – the adviser's litiges, 20 a page, detail in the right-hand panel
export default async function Page({ searchParams }: PageProps<'/litiges'>) {
  const [page, te] = await Promise.all([loadRecordsPage('litiges', (await searchParams).page), getTranslations('errors')]);
  return (
    <>
      {!page && <ErrorNotice title={te('title')} message={te('async')} />}
      <RecordsTable kind="litiges" page={page} />
    </>
  );
}
