'use client';

import { Anchor, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { memo, type RefObject } from 'react';
import { CompareToggle } from '@/components/comparison/compare-toggle';
import { FilledBadge } from '@/components/ui/filled-badge';
import { TABLE_CLASSES } from '@/components/ui/table';
import type { GridLot } from '@/lib/partner/programmes';
import { formatEuros, formatPercent, formatSurface } from '@/lib/format/format';
import type { LotSortKey } from '@/lib/programmes/lot-grid-model';
import classes from './lot-grid.module.css';
import { LOT_STATUS_COLORS } from './lot-status-colors';
import { columnClass, COLUMNS, ROW_HEIGHT, SpacerRow } from './lot-table';

// The first render draws no rows: the virtualiser reads the grid's height once mounted, then draws those in view.
const FIRST_WINDOW = { width: 1024, height: 0 };

// The rows in view are drawn again on each keystroke of a filter: their cells are plain elements with the classes
// Mantine's table parts, anchor and badge would give them (the visual baselines hold it identical), not a component
// each that resolves its props and styles.
const ROW = TABLE_CLASSES.tr;
const HEADER_CELL = TABLE_CLASSES.th;
const CELL = TABLE_CLASSES.td;
const REFERENCE = `mantine-focus-auto phone-target ${Anchor.classes.root} ${Text.classes.root} ${classes.reference}`;
const cellClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

interface LotRowsProps {
  /** The grid's scrolling box, whose height decides which rows are in view. */
  scroller: RefObject<HTMLDivElement | null>;
  lots: GridLot[];
  shownLotId: number | null;
  onOpen: (lot: GridLot) => void;
}

/**
 * The table's rows, virtualised: only those in view (and a few around) are in the page, so a residence of 1,000 lots
 * scrolls, sorts and filters at once. Spacer rows keep the scroll height, and the cells' own stickiness (header, lot,
 * price, state, comparison) keeps working as in a plain table.
 */
export const LotRows = memo(function LotRows({ scroller, lots, shownLotId, onOpen }: LotRowsProps) {
  const t = useTranslations('lots');
  const virtualizer = useVirtualizer({
    count: lots.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => lots[index].id,
    initialRect: FIRST_WINDOW,
    overscan: 6,
    useFlushSync: false,
  });
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
    <>
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
    </>
  );
});
