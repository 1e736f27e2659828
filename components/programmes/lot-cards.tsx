'use client';

import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { GridLot } from '@/lib/partner/programmes';
import { formatEuros, formatSurface } from '@/lib/format/format';
import { LOT_STATUS_COLORS } from './lot-status-colors';
import classes from './lot-cards.module.css';


/** A card's height before it is measured: two lines of facts and the 44 px button. */
const CARD_HEIGHT = 96;

/**
 * The height `count` lot cards will take, kept on a phone until they are drawn: nothing below moves when they come,
 * and the photos and the map further down are not fetched before the adviser scrolls to them.
 */
export function LotCardsReserve({ count, className }: { count: number; className?: string }) {
  return <div className={className} style={{ height: count * CARD_HEIGHT }} aria-hidden />;
}

interface LotCardsProps {
  caption: string;
  lots: GridLot[];
  shownLotId: number | null;
  onOpen: (lot: GridLot) => void;
  /** How many lots there will be while `lots` holds the first screen's only: the list keeps their height meanwhile. */
  total: number | null;
}

/**
 * The lots on a phone: one card per lot (reference, typology, floor, surface, price, state) in the page's own
 * scroll, virtualised like the table, so 1,000 lots cost the cards in view. The whole card opens the lot; its button
 * is the one a screen reader and the keyboard reach.
 */
export const LotCards = memo(function LotCards({ caption, lots, shownLotId, onOpen, total }: LotCardsProps) {
  const t = useTranslations('lots');
  const list = useRef<HTMLOListElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the list starts in the page: measured again when the lots or the window change what sits above it.
  useLayoutEffect(() => {
    const measure = () => setOffset(list.current ? list.current.getBoundingClientRect().top + window.scrollY : 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [lots]);
  const virtualizer = useWindowVirtualizer({
    count: lots.length,
    estimateSize: () => CARD_HEIGHT,
    getItemKey: (index) => lots[index].id,
    overscan: 4,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();

  return (
    <ol ref={list} className={classes.list} aria-label={caption} style={{ height: Math.max(virtualizer.getTotalSize(), (total ?? 0) * CARD_HEIGHT) }}>
      {items.map((item) => {
        const lot = lots[item.index];
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            data-lot-card={lot.reference}
            aria-current={lot.id === shownLotId ? 'true' : undefined}
            className={classes.card}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
            onClick={() => onOpen(lot)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <UnstyledButton
                className={`touch-target mantine-focus-auto ${classes.open}`}
                aria-label={t('open', { reference: lot.reference })}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(lot);
                }}
              >
                {t('panelTitle', { reference: lot.reference })}
              </UnstyledButton>
              <Badge color={LOT_STATUS_COLORS[lot.status]} variant="filled">
                {t(`status.${lot.status}`)}
              </Badge>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {[lot.typology, lot.floor === 0 ? t('groundFloor') : t('floor', { floor: lot.floor }), formatSurface(lot.surface)].join(' · ')}
              </Text>
              <Text fw={700} className={classes.price}>
                {formatEuros(lot.price)}
              </Text>
            </Group>
          </li>
        );
      })}
    </ol>
  );
});
