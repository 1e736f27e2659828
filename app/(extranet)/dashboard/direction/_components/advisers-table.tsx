import { Text, Title } from '@mantine/core';
import { Table, TableScrollContainer, TableTbody, TableTd, TableTh, TableThead, TableTr } from '@/components/ui/table';
import { getTranslations } from 'next-intl/server';
import { formatEuros } from '@/lib/format/format';
import type { DirectionAdviser } from '@/lib/partner/dashboard';
import stacked from '@/components/ui/stacked-table.module.css';

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
        <TableScrollContainer minWidth={560} className={stacked.scroller}>
          <Table striped className={stacked.table}>
            <TableThead>
              <TableTr>
                <TableTh scope="col">{t('adviser')}</TableTh>
                <TableTh scope="col">{t('cabinet')}</TableTh>
                <TableTh scope="col">{t('salesCount')}</TableTh>
                <TableTh scope="col">{t('salesAmount')}</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {advisers.map((a) => (
                <TableTr key={a.id}>
                  <TableTh scope="row">{`${a.prenom} ${a.nom}`}</TableTh>
                  <TableTd data-label={t('cabinet')}>{a.cabinet ?? '–'}</TableTd>
                  <TableTd data-label={t('salesCount')}>{a.sales_count}</TableTd>
                  <TableTd data-label={t('salesAmount')}>{formatEuros(a.sales_amount)}</TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
    </section>
  );
}
