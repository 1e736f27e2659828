import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ErrorNotice } from '@/components/notices/error-notice';
import { ButtonLink } from '@/components/programmes/button-link';
import { FundCard } from '@/components/programmes/fund-card';
import { listFunds } from '@/lib/partner/funds';
import { parseFundFilters } from '@/lib/programmes/filter-parsing';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

/** First page of funds under the residences, for the brand that shows all three programme types together. */
export async function FundsOverview() {
  const session = await requireSession();
  const [t, te, funds] = await Promise.all([
    getTranslations('funds'),
    getTranslations('errors'),
    load(listFunds(session.accessToken, parseFundFilters({}))),
  ]);
  return (
    <Stack component="section" aria-labelledby="funds-overview" gap="sm">
      <Group justify="space-between">
        <Title order={2} id="funds-overview">
          {t('title')}
        </Title>
        <ButtonLink href="/fonds" variant="subtle">
          {t('seeAll')}
        </ButtonLink>
      </Group>
      {!funds.ok && <ErrorNotice title={te('title')} message={te('fund')} />}
      {funds.ok && (
        <>
          <Text size="sm" c="dimmed">
            {t('count', { count: funds.value.page.total })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {funds.value.page.data.slice(0, 6).map((fund) => (
              <li key={fund.id}>
                <FundCard fund={fund} />
              </li>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
