'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useOwnLotChanges } from '@/components/options/own-lot-changes-store';
import { ErrorNotice } from '@/components/notices/error-notice';
import { fetchRead } from '@/lib/client-data/fetch-read';
import { queryKeys } from '@/lib/client-data/query-keys';
import { formatEuros, formatMonth, formatPercent } from '@/lib/format/format';
import { fromJsonText, type JsonText } from '@/lib/client-data/json-text';
import { withStatuses, type LiveLots } from '@/lib/programmes/live-state';
import { withOwnChanges } from '@/lib/programmes/own-lot-changes';
import { unpackLots, unpackStatuses } from '@/lib/programmes/packed-lots';
import type { ResidenceFacts } from '@/lib/programmes/residence-facts';
import { LotGrid } from './lot-grid';
import classes from './residence-overview.module.css';
import { PlainStack } from '@/components/ui/plain-layout';
import { PlainAnchor } from '@/components/ui/plain-text';

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
 *
 * The page carries every lot's live status but the descriptions of its first screen of lots only, so that its answer
 * stays within the first round trip of a new connection; the other descriptions are read once the page is drawn
 * (the residence's catalogue, shared by the advisers of its scope) and take the page's statuses.
 */
export function ResidenceOverview({
  residenceId,
  residenceName,
  facts,
  lots: lotsText,
  sections,
}: {
  residenceId: number;
  residenceName: string;
  facts: KeyFacts;
  /** The first screen of lots, described, and every lot's live status; null when the lots could not be read. */
  lots: JsonText<LiveLots> | null;
  /** Ids of the sections the page has below the grid. */
  sections: string[];
}) {
  const t = useTranslations('programmes.residence');
  const te = useTranslations('errors');
  const changes = useOwnLotChanges();
  const pageLots = useMemo(() => lotsText && fromJsonText(lotsText), [lotsText]);
  const firstLots = pageLots?.first ?? null;
  const statuses = pageLots?.statuses ?? null;
  // A residence whose lots all fit the first screen came whole with the page.
  const partial = statuses !== null && firstLots !== null && statuses.length > firstLots.rows.length;
  const described = useQuery({
    queryKey: queryKeys.lotDescriptions(residenceId),
    queryFn: () => fetchRead('lotDescriptions', { id: residenceId }),
    enabled: partial,
  });
  const waiting = partial && !described.data;
  const liveStatuses = useMemo(() => statuses && unpackStatuses(statuses), [statuses]);
  const serverLots = useMemo(
    () => (liveStatuses && firstLots ? withStatuses(unpackLots(described.data ?? firstLots), liveStatuses) : null),
    [described.data, firstLots, liveStatuses],
  );
  const lots = useMemo(() => serverLots && withOwnChanges(serverLots, changes), [serverLots, changes]);
  const counted = useMemo(() => liveStatuses && withOwnChanges(liveStatuses, changes), [liveStatuses, changes]);
  const available = counted ? counted.filter((lot) => lot.status === 'available').length : facts.lots_available;
  const total = counted ? counted.length : facts.lots_total;

  const items: KeyFact[] = [
    { label: t('price'), value: t('priceRange', { from: formatEuros(facts.price_from), to: formatEuros(facts.price_to) }) },
    facts.yield !== null && { label: t('yield'), value: formatPercent(facts.yield) },
    facts.delivery_date && { label: t('deliveryLabel'), value: formatMonth(facts.delivery_date) },
    { label: t('lotsLabel'), value: t('lotsAvailable', { available, total }), live: true },
    facts.tax_scheme && { label: t('taxSchemeLabel'), value: facts.tax_scheme },
  ].filter((item): item is KeyFact => Boolean(item));

  return (
    <PlainStack gap="sm">
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
            <PlainAnchor href="#lot-grid-title" size="sm">
              {t('skipToGrid')}
            </PlainAnchor>
          </li>
          {SECTIONS.filter((section) => sections.includes(section.id)).map((section) => (
            <li key={section.id}>
              <PlainAnchor href={`#${section.id}`} size="sm">
                {t(section.key)}
              </PlainAnchor>
            </li>
          ))}
        </ul>
      </nav>
      {described.isError && <ErrorNotice title={te('title')} message={te('lots')} />}
      {lots && <LotGrid residenceId={residenceId} residenceName={residenceName} lots={lots} total={waiting ? total : null} />}
    </PlainStack>
  );
}
