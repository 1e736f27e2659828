'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { usePhoneLayout } from '@/components/layout/use-phone-layout';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useRightPanel } from '@/components/panels/right-panel-context';
import type { GridLot, LotStatus } from '@/lib/partner/programmes';
import { filterLots, FIRST_SORT, LOT_SORT_KEYS, sortLots, type LotFilters, type LotSortKey, type SortDirection } from '@/lib/programmes/lot-grid-model';
import { LotCards, LotCardsReserve } from './lot-cards';
import { LotTable } from './lot-table';
import classes from './lot-grid.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineLoader } from '@/components/ui/inline-loader';
import { FilterSelect, FilterTextField } from '@/components/ui/filter-fields';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { SectionTitle } from '@/components/ui/section-title';
import { PlainGroup, PlainStack } from '@/components/ui/plain-layout';
import { PlainText } from '@/components/ui/plain-text';

// A lot's panel brings its code once the page is drawn, not with it (the table's rows do the same, lot-table.tsx).
// A phone's cards come with the page: they are a phone's grid, and loading them apart cost a second render.
const loadLotPanel = () => import('./lot-panel');
const LotPanel = lazy(() => loadLotPanel().then((module) => ({ default: module.LotPanel })));

// The phone's orders, offered once the browser knows the screen: until then the grid has no card to sort, and the
// field shows the current order only (twenty options and forty translations less in each page the server draws).
const LOT_ORDERS = LOT_SORT_KEYS.flatMap((key) => (['asc', 'desc'] as const).map((direction) => ({ key, direction })));

const NO_FILTERS: LotFilters = { reference: '', typology: '', status: '', priceMax: undefined };

/**
 * Every lot of a residence in one scrolling, virtualised table: sortable columns, filters (reference, typology,
 * state, price), keyboard operable (sort buttons in the headers, a button per lot opening it in the right-hand
 * panel, where the lot stays marked). On a phone the same lots, filters and order show as cards, sorted from a
 * field instead of the headers.
 */
export function LotGrid({
  residenceId,
  residenceName,
  lots,
  total,
}: {
  residenceId: number;
  residenceName: string;
  lots: GridLot[];
  /** How many lots there are while `lots` holds the first screen's only (their sorting and filtering wait); null once all are there. */
  total: number | null;
}) {
  const t = useTranslations('lots');
  const te = useTranslations('emptyStates');
  const panel = useRightPanel();
  const shownLotId = panel.item?.kind === 'lot' ? (panel.item.data as { lot: GridLot }).lot.id : null;
  const [sort, setSort] = useState<{ key: LotSortKey; direction: SortDirection }>(FIRST_SORT);
  const waiting = total !== null;
  const [filters, setFilters] = useState<LotFilters>(NO_FILTERS);
  const onPhone = usePhoneLayout();

  const typologies = useMemo(() => [...new Set(lots.map((lot) => lot.typology))].sort(), [lots]);
  // Sorted once per order, filtered on each change of the fields: a keystroke costs one pass over the lots.
  const sorted = useMemo(() => sortLots(lots, sort.key, sort.direction), [lots, sort]);
  // Filtered in the same render as the field: one pass over the sorted lots costs less than a deferred second render.
  const shown = useMemo(() => filterLots(sorted, filters), [sorted, filters]);
  const view = useMemo(() => ({ sort, filters }), [sort, filters]);

  const changeFilters = (next: Partial<LotFilters>) => setFilters((previous) => ({ ...previous, ...next }));
  // Stable, so that the table (memoised) renders again only for a new result, a new order or a new marked lot.
  const sortBy = useCallback(
    (key: LotSortKey) => setSort((previous) => ({ key, direction: previous.key === key && previous.direction === 'asc' ? 'desc' : 'asc' })),
    [],
  );
  const { open } = panel;
  const openLot = useCallback(
    (lot: GridLot) =>
      open({
        kind: 'lot',
        title: t('panelTitle', { reference: lot.reference }),
        content: (
          <Suspense fallback={<InlineLoader label={t('loading')} />}>
            <LotPanel lotId={lot.id} />
          </Suspense>
        ),
        data: { lot, residenceId },
      }),
    [open, t, residenceId],
  );
  // Fetched as soon as the page is drawn, so that opening a lot waits for the lot's data only.
  useEffect(() => {
    void loadLotPanel();
  }, []);

  return (
    <PlainStack component="section" aria-labelledby="lot-grid-title" aria-busy={waiting || undefined} gap="sm">
      <PlainGroup justify="space-between" align="flex-end">
        <SectionTitle id="lot-grid-title">{t('title')}</SectionTitle>
        <Button component="a" href={`/api/residences/${residenceId}/grille-pdf`} variant="light" leftSection={<SpriteIcon name="download" />}>
          {t('downloadPdf')}
        </Button>
      </PlainGroup>
      {lots.length === 0 ? (
        <PlainText>{t('none')}</PlainText>
      ) : (
        <>
          <PlainGroup gap="sm" align="flex-end">
            <FilterTextField
              id="lot-filter-reference"
              disabled={waiting}
              label={t('filters.reference')}
              type="search"
              value={filters.reference}
              onChange={(event) => changeFilters({ reference: event.currentTarget.value })}
            />
            <FilterSelect
              id="lot-filter-typology"
              disabled={waiting}
              label={t('filters.typology')}
              value={filters.typology}
              onChange={(event) => changeFilters({ typology: event.currentTarget.value })}
              data={[{ value: '', label: t('filters.all') }, ...typologies]}
            />
            <FilterSelect
              id="lot-filter-status"
              disabled={waiting}
              label={t('filters.status')}
              value={filters.status}
              onChange={(event) => changeFilters({ status: event.currentTarget.value as LotStatus | '' })}
              data={[
                { value: '', label: t('filters.all') },
                ...(['available', 'optioned', 'reserved', 'sold'] as const).map((status) => ({ value: status, label: t(`status.${status}`) })),
              ]}
            />
            <FilterSelect
              id="lot-sort"
              disabled={waiting}
              className={classes.narrowOnly}
              label={t('sortCards')}
              value={`${sort.key}:${sort.direction}`}
              onChange={(event) => {
                const [key, direction] = event.currentTarget.value.split(':') as [LotSortKey, SortDirection];
                setSort({ key, direction });
              }}
              data={(onPhone === undefined ? [sort] : LOT_ORDERS).map(({ key, direction }) => ({
                value: `${key}:${direction}`,
                label: t(`sortOrder.${direction}`, { column: t(`columns.${key}`) }),
              }))}
            />
            <FilterTextField
              id="lot-filter-price-max"
              disabled={waiting}
              label={t('filters.priceMax')}
              type="number"
              min={0}
              step={5000}
              value={filters.priceMax ?? ''}
              onChange={(event) => changeFilters({ priceMax: event.currentTarget.value ? Number(event.currentTarget.value) : undefined })}
            />
          </PlainGroup>
          <PlainText size="sm" role="status" aria-live="polite">
            {t('countInfo', { shown: total ?? shown.length, all: total ?? lots.length })}
          </PlainText>
          {shown.length === 0 && (
            <EmptyState
              title={t('empty')}
              description={te('lots')}
              action={
                <Button variant="light" onClick={() => setFilters(NO_FILTERS)}>
                  {te('clearFilters')}
                </Button>
              }
            />
          )}
          {shown.length > 0 &&
            // One virtualised list at a time: a hidden one would measure every lot at no height and draw them all.
            (onPhone ? (
              <LotCards caption={t('caption', { name: residenceName })} lots={shown} total={total} shownLotId={shownLotId} onOpen={openLot} />
            ) : (
              <>
                <div className={classes.wideOnly}>
                  <LotTable
                    caption={t('caption', { name: residenceName })}
                    lots={shown}
                    sort={sort}
                    onSort={waiting ? undefined : sortBy}
                    shownLotId={shownLotId}
                    onOpen={openLot}
                    view={view}
                    withRows={onPhone === false}
                  />
                </div>
                {onPhone === undefined && <LotCardsReserve className={classes.narrowOnly} count={total ?? shown.length} />}
              </>
            ))}
        </>
      )}
    </PlainStack>
  );
}
