'use client';

import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Table, TABLE_CLASSES } from '@/components/ui/table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { memo, useEffect, useRef } from 'react';
import { CompareToggle } from '@/components/comparison/compare-toggle';
import type { GridLot } from '@/lib/partner/programmes';
import { formatEuros, formatPercent, formatSurface } from '@/lib/format/format';
import classes from './lot-grid.module.css';
import { LOT_STATUS_COLORS } from './lot-status-colors';
import { LOT_SORT_KEYS, type LotSortKey, type SortDirection } from './lot-grid-model';
import { FilledBadge } from '@/components/ui/filled-badge';
import { SpriteIcon } from '@/components/ui/sprite-icon';

// Price and state come last, pinned to the right with the comparison chip (lot-grid.module.css).
const COLUMNS = LOT_SORT_KEYS;
const NUMERIC = new Set<LotSortKey>(['floor', 'surface', 'rent', 'yield', 'price']);
const PINNED: Partial<Record<LotSortKey, string>> = { reference: classes.first, price: classes.price, status: classes.status };
/**
 * A row's height before it is measured (what a row with its state badge and comparison chip measures, so the rows
 * of a new sort or filter are laid out once, not again when measured).
 */
const ROW_HEIGHT = 44;
// No rows in the server's HTML: they travel once, packed in the page's data, and the browser draws those in view
// as soon as it knows the grid's height (the page's first paint shows the header and the scroll height).
const FIRST_WINDOW = { width: 1024, height: 0 };

/** Class names of a column's cells: pinned to a side, right-aligned figures. */
const columnClass = (key: LotSortKey) =>
  [PINNED[key] && `${classes.sticky} ${PINNED[key]}`, NUMERIC.has(key) && classes.numeric].filter(Boolean).join(' ') || undefined;

// The rows in view are drawn again on each keystroke of a filter: their cells are plain elements with the classes
// Mantine's table parts, anchor and badge would give them (the visual baselines hold it identical), not a component
// each that resolves its props and styles.
const ROW = TABLE_CLASSES.tr;
const HEADER_CELL = TABLE_CLASSES.th;
const CELL = TABLE_CLASSES.td;
const REFERENCE = `mantine-focus-auto phone-target ${Anchor.classes.root} ${Text.classes.root} ${classes.reference}`;
const cellClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

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
}

/**
 * The lots as a table whose rows are virtualised: only those in view (and a few around) are in the page, so a
 * residence of 1,000 lots scrolls, sorts and filters at once. Spacer rows keep the scroll height, and the
 * cells' own stickiness (header, lot, price, state, comparison) keeps working as in a plain table.
 */
export const LotTable = memo(function LotTable({ caption, lots, sort, onSort, shownLotId, onOpen, view }: LotTableProps) {
  const t = useTranslations('lots');
  const tc = useTranslations('comparison');
  const scroller = useRef<HTMLDivElement>(null);
  // No React Compiler here: the virtualiser's own state drives re-renders.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: lots.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => lots[index].id,
    initialRect: FIRST_WINDOW,
    overscan: 6,
    useFlushSync: false,
  });
  // Not on every new `lots`: a live status update keeps the adviser where they are.
  // A block body: Chromium's scrollTo now answers a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [view]);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

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
        return <FilledBadge tone={LOT_STATUS_COLORS[lot.status]}>{t(`status.${lot.status}`)}</FilledBadge>;
      default:
        return lot[key];
    }
  };

  return (
    <div ref={scroller} className={classes.scroller} role="region" aria-label={caption} tabIndex={0}>
      <Table stickyHeader highlightOnHover={false} className={classes.table} aria-rowcount={lots.length + 1}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
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
              <VisuallyHidden>{tc('toggle')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && <SpacerRow height={before} />}
          {items.map((item) => {
            const lot = lots[item.index];
            return (
              <tr
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                aria-rowindex={item.index + 2}
                onClick={() => onOpen(lot)}
                className={`${ROW} ${classes.row}`}
                data-with-row-border
                aria-current={lot.id === shownLotId ? 'true' : undefined}
                data-lot={lot.reference}
              >
                {COLUMNS.map((key) =>
                  key === 'reference' ? (
                    <th key={key} scope="row" className={cellClass(HEADER_CELL, columnClass(key))}>
                      <button
                        type="button"
                        className={REFERENCE}
                        data-underline="hover"
                        aria-label={t('open', { reference: lot.reference })}
                        onClick={(event) => {
                          event.stopPropagation();
                          onOpen(lot);
                        }}
                      >
                        {lot.reference}
                      </button>
                    </th>
                  ) : (
                    <td key={key} className={cellClass(CELL, columnClass(key))} data-column={key}>
                      {cell(lot, key)}
                    </td>
                  ),
                )}
                <td className={`${CELL} ${classes.sticky} ${classes.compare}`} onClick={(event) => event.stopPropagation()}>
                  <CompareToggle lot={lot} />
                </td>
              </tr>
            );
          })}
          {after > 0 && <SpacerRow height={after} />}
        </Table.Tbody>
      </Table>
    </div>
  );
});

/** Stands for the rows out of view, so the scroll bar tells the grid's full length. */
function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden className={classes.spacer}>
      <td colSpan={COLUMNS.length + 1} style={{ height }} />
    </tr>
  );
}
