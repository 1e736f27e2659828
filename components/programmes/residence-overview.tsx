'use client';

import { Anchor, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useOwnLotChanges } from '@/components/options/own-lot-changes-store';
import { formatEuros, formatMonth, formatPercent } from '@/lib/format/format';
import { withOwnChanges } from '@/lib/programmes/own-lot-changes';
import { type PackedLots, unpackLots } from '@/lib/programmes/packed-lots';
import type { ResidenceFacts } from '@/lib/programmes/residence-facts';
import { LotGrid } from './lot-grid';
import classes from './residence-overview.module.css';

type KeyFacts = Pick<ResidenceFacts, 'price_from' | 'price_to' | 'yield' | 'delivery_date' | 'lots_available' | 'lots_total' | 'tax_scheme'>;

type KeyFact = { label: string; value: string; live?: boolean };

/** The page's other sections, each a link (their headings carry these ids). */
const SECTIONS = [
  { id: 'facet-photos', key: 'photos' },
  { id: 'facets-title', key: 'facets' },
  { id: 'neighbourhood-title', key: 'neighbourhood' },
] as const;

/**
 * The top of a residence page, what an adviser opens it for: the key facts on one line (price range, yield,
 * delivery, free lots, tax scheme), links to the sections below, then the lot grid. The grid and the count of free
 * lots show the adviser's own steps at once, before the page's data is read again.
 */
export function ResidenceOverview({
  residenceId,
  residenceName,
  facts,
  packed,
  sections,
}: {
  residenceId: number;
  residenceName: string;
  facts: KeyFacts;
  packed: PackedLots | null;
  /** Ids of the sections the page has below the grid. */
  sections: string[];
}) {
  const t = useTranslations('programmes.residence');
  const changes = useOwnLotChanges();
  const serverLots = useMemo(() => (packed ? unpackLots(packed) : null), [packed]);
  const lots = useMemo(() => serverLots && withOwnChanges(serverLots, changes), [serverLots, changes]);
  const available = lots ? lots.filter((lot) => lot.status === 'available').length : facts.lots_available;
  const total = lots ? lots.length : facts.lots_total;

  const items: KeyFact[] = [
    { label: t('price'), value: t('priceRange', { from: formatEuros(facts.price_from), to: formatEuros(facts.price_to) }) },
    facts.yield !== null && { label: t('yield'), value: formatPercent(facts.yield) },
    facts.delivery_date && { label: t('deliveryLabel'), value: formatMonth(facts.delivery_date) },
    { label: t('lotsLabel'), value: t('lotsAvailable', { available, total }), live: true },
    facts.tax_scheme && { label: t('taxSchemeLabel'), value: facts.tax_scheme },
  ].filter((item): item is KeyFact => Boolean(item));

  return (
    <Stack gap="sm">
      <dl className={classes.facts} aria-label={t('keyFacts')}>
        {items.map((item) => (
          <div key={item.label} className={classes.fact}>
            <dt>{item.label}</dt>
            <dd data-key-fact={item.live ? 'lots' : undefined}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <nav aria-label={t('onThisPage')}>
        <ul className={classes.sections}>
          <li>
            <Anchor href="#lot-grid-title" size="sm">
              {t('skipToGrid')}
            </Anchor>
          </li>
          {SECTIONS.filter((section) => sections.includes(section.id)).map((section) => (
            <li key={section.id}>
              <Anchor href={`#${section.id}`} size="sm">
                {t(section.key)}
              </Anchor>
            </li>
          ))}
        </ul>
      </nav>
      {lots && <LotGrid residenceId={residenceId} residenceName={residenceName} lots={lots} />}
    </Stack>
  );
}
