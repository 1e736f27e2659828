import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { FundCard } from '@/components/programmes/fund-card';
import { firstScreenMedia } from '@/components/programmes/first-screen';
import { PaginationNav } from '@/components/programmes/pagination-nav';
import { listFunds } from '@/lib/partner/funds';
import { PageNumbersError, pageCount } from '@/lib/partner/paging';
import { parseFundFilters } from '@/lib/programmes/filter-parsing';
import { fundSearchParams } from '@/lib/programmes/filters';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';
import { FundFilters } from './_components/fund-filters';

export async function generateMetadata() {
  return { title: (await getTranslations('funds'))('title') };
}

// GET /fonds – funds, filtered and paged by the API from the URL
export default async function Page({ searchParams }: PageProps<'/fonds'>) {
  const session = await requireSession();
  const filters = parseFundFilters(await searchParams);
  const [t, te, funds] = await Promise.all([getTranslations('funds'), getTranslations('errors'), load(listFunds(session.accessToken, filters))]);
  let pages = 1;
  let pagingFailed = false;
  if (funds.ok) {
    try {
      pages = pageCount(funds.value.page);
    } catch (error) {
      if (!(error instanceof PageNumbersError)) throw error;
      pagingFailed = true;
    }
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {!funds.ok && <ErrorNotice title={te('title')} message={te('fund')} />}
      {pagingFailed && <ErrorNotice title={te('title')} message={te('pageNumbers')} />}
      <FundFilters filters={filters} categories={funds.ok ? funds.value.categories : []} />
      {funds.ok && (
        <section aria-labelledby="fund-results">
          <Text id="fund-results" fw={600} mb="sm" role="status">
            {t('count', { count: funds.value.page.total })}
          </Text>
          {funds.value.page.data.length ? (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {funds.value.page.data.map((fund, index) => (
                <li key={fund.id}>
                  <FundCard fund={fund} headingLevel={2} firstScreen={firstScreenMedia(index)} />
                </li>
              ))}
            </SimpleGrid>
          ) : (
            <Text>{t('empty')}</Text>
          )}
          <PaginationNav pathname="/fonds" queryString={fundSearchParams(filters)} page={funds.value.page.current_page} pages={pages} />
        </section>
      )}
    </Stack>
  );
}
