'use client';

import { Pagination, Stack, Title, UnstyledButton } from '@mantine/core';
import { Table } from '@/components/ui/table';
import stacked from '@/components/ui/stacked-table.module.css';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRightPanel } from '@/components/panels/right-panel-context';
import type { LaravelPage } from '@/lib/partner/paging';
import type { RecordKind, SalesRecord } from '@/lib/partner/sales';
import { recordLabel, useRecordFields } from './record-fields';
import { RecordPanel } from './record-panel';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/programmes/button-link';

const PANEL_KIND = { ventes: 'ventes', suivis: 'ventes', litiges: 'litige' } as const;
const EMPTY_NEXT = { ventes: 'sales', suivis: 'followUps', litiges: 'disputes' } as const;

/** Sales, follow-ups or disputes: a page of rows; a row opens its detail in the right-hand panel. */
export function RecordsTable({ kind, page }: { kind: RecordKind; page: LaravelPage<SalesRecord> | null }) {
  const t = useTranslations('sales');
  const te = useTranslations('emptyStates');
  const tm = useTranslations('messaging');
  const fieldsOf = useRecordFields(kind);
  const panel = useRightPanel();
  const router = useRouter();
  const pathname = usePathname();
  const rows = page?.data ?? [];
  const open = (record: SalesRecord) =>
    panel.open({
      kind: PANEL_KIND[kind],
      title: kind === 'suivis' ? t('suivis.panelTitle') : recordLabel(kind, record),
      content: <RecordPanel kind={kind} record={record} />,
      data: record,
    });
  const headers = rows[0] ? fieldsOf(rows[0]).filter((f) => f.inTable) : [];

  return (
    <Stack gap="md">
      <Title order={1}>{t(`${kind}.title`)}</Title>
      {rows.length === 0 ? (
        <EmptyState
          title={t(`${kind}.empty`)}
          description={te(EMPTY_NEXT[kind])}
          action={kind === 'litiges' ? <ButtonLink href="/messagerie/compose">{tm('compose')}</ButtonLink> : <ButtonLink href="/options">{te('seeOptions')}</ButtonLink>}
        />
      ) : (
        <Table.ScrollContainer minWidth={800} className={stacked.scroller}>
          <Table striped highlightOnHover className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((field) => (
                  <Table.Th key={field.label}>{field.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((record) => (
                <Table.Tr key={record.id} onClick={() => open(record)} style={{ cursor: 'pointer' }} data-record={record.id}>
                  {fieldsOf(record)
                    .filter((f) => f.inTable)
                    .map((field, index) => (
                      <Table.Td key={field.label} data-label={field.label}>
                        {index === 2 ? (
                          <UnstyledButton
                            td="underline"
                            fz="sm"
                            aria-label={t('open', { label: recordLabel(kind, record) })}
                            onClick={(event) => {
                              event.stopPropagation();
                              open(record);
                            }}
                          >
                            {field.value}
                          </UnstyledButton>
                        ) : (
                          field.value
                        )}
                      </Table.Td>
                    ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {page && page.last_page > 1 && (
        <Pagination
          aria-label={t('pagination')}
          total={page.last_page}
          value={page.current_page}
          onChange={(n) => router.push(n > 1 ? `${pathname}?page=${n}` : pathname)}
        />
      )}
    </Stack>
  );
}
