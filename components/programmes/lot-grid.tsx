'use client';

import { Anchor, Badge, Button, Group, NativeSelect, Pagination, Stack, Table, Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDownload } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { CompareToggle } from '@/components/comparison/compare-toggle';
import { useRightPanel } from '@/components/panels/right-panel-context';
import type { GridLot, LotStatus } from '@/lib/partner/programmes';
import { formatEuros, formatPercent, formatSurface } from '@/lib/format';
import { LotPanel } from './lot-panel';
import classes from './lot-grid.module.css';
import { filterLots, sortLots, type LotFilters, type LotSortKey, type SortDirection } from './lot-grid-model';

export const LOT_STATUS_COLORS: Record<LotStatus, string> = { available: 'green', optioned: 'yellow', reserved: 'orange', sold: 'gray' };
const PAGE_SIZE = 50;
// Price and state come last, pinned to the right with the comparison chip (lot-grid.module.css).
const COLUMNS: LotSortKey[] = ['reference', 'typology', 'floor', 'surface', 'exposure', 'parking', 'rent', 'yield', 'price', 'status'];
const NUMERIC = new Set<LotSortKey>(['floor', 'surface', 'rent', 'yield', 'price']);
const PINNED: Partial<Record<LotSortKey, string>> = { reference: classes.first, price: classes.price, status: classes.status };

/** Class names of a column's cells: pinned to a side, right-aligned figures. */
const columnClass = (key: LotSortKey) =>
  [PINNED[key] && `${classes.sticky} ${PINNED[key]}`, NUMERIC.has(key) && classes.numeric].filter(Boolean).join(' ') || undefined;

/**
 * Every lot of a residence: sortable columns, filters, 50 rows per page (1,000 lots stay light), keyboard
 * operable (sort buttons in the headers, a button per lot opening it in the right-hand panel).
 */
export function LotGrid({ residenceId, residenceName, lots }: { residenceId: number; residenceName: string; lots: GridLot[] }) {
  const t = useTranslations('lots');
  const tc = useTranslations('comparison');
  const panel = useRightPanel();
  const shownLotId = panel.item?.kind === 'lot' ? (panel.item.data as { lot: GridLot }).lot.id : null;
  const [sort, setSort] = useState<{ key: LotSortKey; direction: SortDirection }>({ key: 'reference', direction: 'asc' });
  const [filters, setFilters] = useState<LotFilters>({ typology: '', status: '', priceMax: undefined });
  const [page, setPage] = useState(1);

  const typologies = useMemo(() => [...new Set(lots.map((lot) => lot.typology))].sort(), [lots]);
  const shown = useMemo(() => sortLots(filterLots(lots, filters), sort.key, sort.direction), [lots, filters, sort]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const changeFilters = (next: Partial<LotFilters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPage(1);
  };
  const sortBy = (key: LotSortKey) =>
    setSort((previous) => ({ key, direction: previous.key === key && previous.direction === 'asc' ? 'desc' : 'asc' }));
  const openLot = (lot: GridLot) =>
    panel.open({ kind: 'lot', title: t('panelTitle', { reference: lot.reference }), content: <LotPanel lotId={lot.id} />, data: { lot, residenceId } });

  const cell = (lot: GridLot, key: LotSortKey) => {
    switch (key) {
      case 'floor':
        return lot.floor === 0 ? t('groundFloor') : lot.floor;
      case 'surface':
        return formatSurface(lot.surface);
      case 'exposure':
        return lot.exposure ?? '–';
      case 'parking':
        return lot.parking ? t('yes') : t('no');
      case 'price':
        return formatEuros(lot.price);
      case 'rent':
        return lot.rent === null ? '–' : formatEuros(lot.rent);
      case 'yield':
        return lot.yield === null ? '–' : formatPercent(lot.yield);
      case 'status':
        return (
          <Badge color={LOT_STATUS_COLORS[lot.status]} variant="filled">
            {t(`status.${lot.status}`)}
          </Badge>
        );
      default:
        return lot[key];
    }
  };

  return (
    <Stack component="section" aria-labelledby="lot-grid-title" gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="lot-grid-title">
          {t('title')}
        </Title>
        <Button component="a" href={`/api/residences/${residenceId}/grille-pdf`} variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
          {t('downloadPdf')}
        </Button>
      </Group>
      {lots.length === 0 ? (
        <Text>{t('none')}</Text>
      ) : (
        <>
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label={t('filters.typology')}
              value={filters.typology}
              onChange={(event) => changeFilters({ typology: event.currentTarget.value })}
              data={[{ value: '', label: t('filters.all') }, ...typologies]}
            />
            <NativeSelect
              label={t('filters.status')}
              value={filters.status}
              onChange={(event) => changeFilters({ status: event.currentTarget.value as LotStatus | '' })}
              data={[
                { value: '', label: t('filters.all') },
                ...(['available', 'optioned', 'reserved', 'sold'] as const).map((status) => ({ value: status, label: t(`status.${status}`) })),
              ]}
            />
            <TextInput
              label={t('filters.priceMax')}
              type="number"
              min={0}
              step={5000}
              value={filters.priceMax ?? ''}
              onChange={(event) => changeFilters({ priceMax: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
            />
          </Group>
          <Text size="sm" role="status" aria-live="polite">
            {shown.length
              ? t('pageInfo', { from: (current - 1) * PAGE_SIZE + 1, to: (current - 1) * PAGE_SIZE + rows.length, total: shown.length, all: lots.length })
              : t('empty')}
          </Text>
          <div className={classes.scroller} role="region" aria-label={t('caption', { name: residenceName })} tabIndex={0}>
            <Table stickyHeader highlightOnHover={false} className={classes.table}>
              <caption>
                <VisuallyHidden>{t('caption', { name: residenceName })}</VisuallyHidden>
              </caption>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((key) => {
                    const active = sort.key === key;
                    const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
                    return (
                      <Table.Th key={key} scope="col" className={columnClass(key)} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
                        <UnstyledButton onClick={() => sortBy(key)} fw={700} fz="sm" aria-label={t('sortBy', { column: t(`columns.${key}`) })}>
                          <Group gap={4} wrap="nowrap">
                            {t(`columns.${key}`)}
                            <Icon size={14} aria-hidden />
                          </Group>
                        </UnstyledButton>
                      </Table.Th>
                    );
                  })}
                  <Table.Th scope="col" className={`${classes.sticky} ${classes.compare}`}>
                    <VisuallyHidden>{tc('toggle')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((lot) => (
                  <Table.Tr
                    key={lot.id}
                    onClick={() => openLot(lot)}
                    className={classes.row}
                    aria-current={lot.id === shownLotId ? 'true' : undefined}
                    data-lot={lot.reference}
                  >
                    {COLUMNS.map((key) =>
                      key === 'reference' ? (
                        <Table.Th key={key} scope="row" className={columnClass(key)}>
                          <Anchor
                            component="button"
                            type="button"
                            fw={600}
                            fz="sm"
                            aria-label={t('open', { reference: lot.reference })}
                            onClick={(event) => {
                              event.stopPropagation();
                              openLot(lot);
                            }}
                          >
                            {lot.reference}
                          </Anchor>
                        </Table.Th>
                      ) : (
                        <Table.Td key={key} className={columnClass(key)} data-column={key}>
                          {cell(lot, key)}
                        </Table.Td>
                      ),
                    )}
                    <Table.Td className={`${classes.sticky} ${classes.compare}`} onClick={(event) => event.stopPropagation()}>
                      <CompareToggle lot={lot} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: n }) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
