import { Table, TableScrollContainer, TableTbody, TableTd, TableTh, TableThead, TableTr, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { formatEuros } from '@/lib/format';
import type { DashboardFigures } from '@/lib/partner/dashboard';

/** Sales by status: count, amount and commission, as figures the charts summarise. */
export async function SalesTable({ sales }: { sales: DashboardFigures['sales'] }) {
  const t = await getTranslations('dashboard');
  return (
    <section aria-labelledby="dashboard-sales">
      <Title order={2} size="h4" id="dashboard-sales" mb="sm">
        {t('salesTable.title')}
      </Title>
      <TableScrollContainer minWidth={480}>
        <Table striped>
          <TableThead>
            <TableTr>
              <TableTh scope="col">{t('salesTable.status')}</TableTh>
              <TableTh scope="col">{t('salesTable.count')}</TableTh>
              <TableTh scope="col">{t('salesTable.amount')}</TableTh>
              <TableTh scope="col">{t('salesTable.commission')}</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {sales.map((row) => (
              <TableTr key={row.status}>
                <TableTh scope="row">{row.label}</TableTh>
                <TableTd>{row.count}</TableTd>
                <TableTd>{formatEuros(row.amount)}</TableTd>
                <TableTd>{formatEuros(row.commission)}</TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </TableScrollContainer>
    </section>
  );
}
