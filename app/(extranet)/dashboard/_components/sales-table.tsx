import { Table, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { formatEuros } from '@/components/programmes/format';
import type { DashboardFigures } from '@/lib/partner/dashboard';

/** Sales by status: count, amount and commission, as figures the charts summarise. */
export async function SalesTable({ sales }: { sales: DashboardFigures['sales'] }) {
  const t = await getTranslations('dashboard');
  return (
    <section aria-labelledby="dashboard-sales">
      <Title order={2} size="h4" id="dashboard-sales" mb="sm">
        {t('salesTable.title')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('salesTable.status')}</Table.Th>
              <Table.Th scope="col">{t('salesTable.count')}</Table.Th>
              <Table.Th scope="col">{t('salesTable.amount')}</Table.Th>
              <Table.Th scope="col">{t('salesTable.commission')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sales.map((row) => (
              <Table.Tr key={row.status}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td>{row.count}</Table.Td>
                <Table.Td>{formatEuros(row.amount)}</Table.Td>
                <Table.Td>{formatEuros(row.commission)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
