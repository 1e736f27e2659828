import { Table, TableScrollContainer, TableTbody, TableTd, TableTh, TableThead, TableTr, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ResidenceDashboard } from '@/lib/partner/dashboard';

const STATUSES = ['available', 'optioned', 'reserved', 'sold'] as const;

/** The residence's lots by status: the figures of its pie chart, readable as a table. */
export async function LotsTable({ lots }: { lots: ResidenceDashboard['lots'] }) {
  const t = await getTranslations('residenceDashboard.lotsTable');
  return (
    <section aria-labelledby="residence-lots">
      <Title order={2} size="h4" id="residence-lots" mb="sm">
        {t('title')}
      </Title>
      <TableScrollContainer minWidth={320}>
        <Table striped>
          <TableThead>
            <TableTr>
              <TableTh scope="col">{t('status')}</TableTh>
              <TableTh scope="col">{t('count')}</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {STATUSES.map((status) => (
              <TableTr key={status}>
                <TableTh scope="row">{t(status)}</TableTh>
                <TableTd>{lots[status]}</TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </TableScrollContainer>
    </section>
  );
}
