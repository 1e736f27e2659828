import { Table, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { formatEuros } from '@/components/programmes/format';
import type { DirectionAdviser } from '@/lib/partner/dashboard';

/** The director's advisers, best signed sales first. */
export async function AdvisersTable({ advisers }: { advisers: DirectionAdviser[] }) {
  const t = await getTranslations('dashboard.direction');
  return (
    <section aria-labelledby="direction-advisers">
      <Title order={2} size="h4" id="direction-advisers" mb="sm">
        {t('advisers', { count: advisers.length })}
      </Title>
      {advisers.length === 0 ? (
        <Text c="dimmed">{t('noAdvisers')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adviser')}</Table.Th>
                <Table.Th scope="col">{t('cabinet')}</Table.Th>
                <Table.Th scope="col">{t('salesCount')}</Table.Th>
                <Table.Th scope="col">{t('salesAmount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {advisers.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Th scope="row">{`${a.prenom} ${a.nom}`}</Table.Th>
                  <Table.Td>{a.cabinet ?? '–'}</Table.Td>
                  <Table.Td>{a.sales_count}</Table.Td>
                  <Table.Td>{formatEuros(a.sales_amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
