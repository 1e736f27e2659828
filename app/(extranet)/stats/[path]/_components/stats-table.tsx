import { Title } from '@mantine/core';
import { Table, TableScrollContainer, TableTbody, TableTd, TableTh, TableThead, TableTr } from '@/components/ui/table';
import { getTranslations } from 'next-intl/server';
import type { StatsPage } from '@/lib/partner/stats';
import { formatCell } from '@/lib/stats/format-cell';
import { EmptyState } from '@/components/ui/empty-state';
import stacked from '@/components/ui/stacked-table.module.css';

/** The statistics as a table: the columns the API describes, the first one heading its row. */
export async function StatsTable({ page }: { page: StatsPage }) {
  const [t, te] = await Promise.all([getTranslations('stats.table'), getTranslations('emptyStates')]);
  const { columns } = page.display;
  const days = (count: number) => t('days', { count });
  return (
    <section aria-labelledby="stats-table">
      <Title order={2} size="h4" id="stats-table" mb="sm">
        {t('title')}
      </Title>
      {page.data.data.length === 0 ? (
        <EmptyState title={t('empty')} description={te('stats')} />
      ) : (
        <TableScrollContainer minWidth={640} className={stacked.scroller}>
          <Table striped className={stacked.table}>
            <TableThead>
              <TableTr>
                {columns.map((column) => (
                  <TableTh key={column.key} scope="col">
                    {column.label}
                  </TableTh>
                ))}
              </TableTr>
            </TableThead>
            <TableTbody>
              {page.data.data.map((row, index) => (
                <TableTr key={String(row.id ?? row[columns[0].key] ?? index)}>
                  {columns.map((column, i) => {
                    const text = formatCell(row[column.key] ?? null, column.format, days);
                    return i === 0 ? (
                      <TableTh key={column.key} scope="row">
                        {text}
                      </TableTh>
                    ) : (
                      <TableTd key={column.key} data-label={column.label}>
                        {text}
                      </TableTd>
                    );
                  })}
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
    </section>
  );
}
