'use client';

import { Table } from '@/components/ui/table';
import { useTranslations } from 'next-intl';
import { lazy, memo, Suspense, useEffect, useRef } from 'react';
import type { GridLot } from '@/lib/partner/programmes';
import classes from './lot-grid.module.css';
import { LOT_SORT_KEYS, type LotSortKey, type SortDirection } from '@/lib/programmes/lot-grid-model';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { PlainVisuallyHidden } from '@/components/ui/plain-text';

// The rows' code (the virtualiser, the comparison chip) comes once the page is drawn, not with the page's scripts.
const LotRows = lazy(() => import('./lot-rows').then((module) => ({ default: module.LotRows })));

// Price and state come last, pinned to the right with the comparison chip (lot-grid.module.css).
export const COLUMNS = LOT_SORT_KEYS;
const NUMERIC = new Set<LotSortKey>(['floor', 'surface', 'rent', 'yield', 'price']);
const PINNED: Partial<Record<LotSortKey, string>> = { reference: classes.first, price: classes.price, status: classes.status };
/**
 * A row's height before it is measured (what a row with its state badge and comparison chip measures, so the rows
 * of a new sort or filter are laid out once, not again when measured).
 */
export const ROW_HEIGHT = 44;

/** Class names of a column's cells: pinned to a side, right-aligned figures. */
export const columnClass = (key: LotSortKey) =>
  [PINNED[key] && `${classes.sticky} ${PINNED[key]}`, NUMERIC.has(key) && classes.numeric].filter(Boolean).join(' ') || undefined;

interface LotTableProps {
  caption: string;
  lots: GridLot[];
  sort: { key: LotSortKey; direction: SortDirection };
  /** Absent while the grid waits for its lots: the column headers do not sort. */
  onSort?: (key: LotSortKey) => void;
  shownLotId: number | null;
  onOpen: (lot: GridLot) => void;
  /** Changes with the sort and the filters: a new order starts from its first row. */
  view: unknown;
  /** False until the screen is known to be wider than a phone's (a phone shows cards instead): only the scroll height is drawn. */
  withRows: boolean;
}

/**
 * The lots as a table that scrolls inside itself, its header sorting them; the rows in view are drawn by `LotRows`.
 */
export const LotTable = memo(function LotTable({ caption, lots, sort, onSort, shownLotId, onOpen, view, withRows }: LotTableProps) {
  const t = useTranslations('lots');
  const tc = useTranslations('comparison');
  const scroller = useRef<HTMLDivElement>(null);
  // Not on every new `lots`: a live status update keeps the adviser where they are.
  // A block body: Chromium's scrollTo now answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [view]);
  const scrollHeight = <SpacerRow height={lots.length * ROW_HEIGHT} />;

  return (
    <div ref={scroller} className={classes.scroller} role="region" aria-label={caption} tabIndex={0}>
      <Table stickyHeader highlightOnHover={false} className={classes.table} aria-rowcount={lots.length + 1}>
        <caption>
          <PlainVisuallyHidden>{caption}</PlainVisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {COLUMNS.map((key) => {
              const active = sort.key === key;
              const icon = !active ? 'arrows-sort' : sort.direction === 'asc' ? 'arrow-up' : 'arrow-down';
              return (
                <Table.Th key={key} scope="col" className={columnClass(key)} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
                  <button
                    type="button"
                    className={`mantine-focus-auto ${classes.sort}`}
                    onClick={onSort && (() => onSort(key))}
                    disabled={!onSort}
                    aria-label={t('sortBy', { column: t(`columns.${key}`) })}
                  >
                    {t(`columns.${key}`)}
                    <SpriteIcon name={icon} size={14} />
                  </button>
                </Table.Th>
              );
            })}
            <Table.Th scope="col" className={`${classes.sticky} ${classes.compare}`}>
              <PlainVisuallyHidden>{tc('toggle')}</PlainVisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {withRows ? (
            <Suspense fallback={scrollHeight}>
              <LotRows scroller={scroller} lots={lots} shownLotId={shownLotId} onOpen={onOpen} />
            </Suspense>
          ) : (
            scrollHeight
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
});

/** Stands for the rows out of view, so the scroll bar tells the grid's full length. */
export function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden className={classes.spacer}>
      <td colSpan={COLUMNS.length + 1} style={{ height }} />
    </tr>
  );
}
