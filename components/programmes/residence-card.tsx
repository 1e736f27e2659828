'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { useRightPanel } from '@/components/panels/right-panel-context';
import { FilledBadge } from '@/components/ui/filled-badge';
import type { ResidenceCard as ResidenceCardData } from '@/lib/partner/programmes';
import { residenceHref } from '@/lib/programmes/filters';
import { formatEuros, formatMonth, formatPercent } from '@/lib/format/format';
import { ProgrammePanel } from './programme-panel';
import { ProgrammePhoto } from './programme-photo';
import classes from './residence-card.module.css';
import { IntentLink } from '@/components/ui/intent-link';
import { RecordCard } from '@/components/ui/record-card';
import { PlainButton } from '@/components/ui/plain-button';

interface ResidenceCardProps {
  residence: ResidenceCardData;
  headingLevel?: 2 | 3;
  /** The screens where the card is in the first screen (`first-screen.ts`): its photo is fetched at once there. */
  firstScreen?: string;
}

/** A residence in a list: photo, type, city, price from, yield, lots available, favourite toggle, quick view in the right-hand panel. */
export function ResidenceCard({ residence, headingLevel = 3, firstScreen }: ResidenceCardProps) {
  const t = useTranslations('programmes');
  const tPanel = useTranslations('panels');
  const panel = useRightPanel();
  const href = residenceHref(residence);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <RecordCard labelledBy={`residence-${residence.id}`}>
      <div className={classes.photo}>
        <ProgrammePhoto src={residence.photo} alt="" height={150} slot="card" fallbackLabel={t('card.noPhoto')} firstScreen={firstScreen} />
        <div className={classes.favorite}>
          <FavoriteButton id={residence.id} name={residence.name} initial={residence.is_favorite} />
        </div>
        <FilledBadge tone="dark" className={classes.type}>
          {t(`types.${residence.type}`)}
        </FilledBadge>
      </div>
      <div className={classes.body}>
        <Heading className={classes.title} id={`residence-${residence.id}`}>
          <IntentLink href={href}>{residence.name}</IntentLink>
        </Heading>
        <p className={classes.place}>
          {residence.city} ({residence.postcode})
        </p>
        <p className={classes.price}>{t('card.priceFrom', { price: formatEuros(residence.price_from) })}</p>
        <div className={classes.badges}>
          {residence.yield !== null && (
            <FilledBadge tone="teal">{t('card.yield', { value: formatPercent(residence.yield) })}</FilledBadge>
          )}
          <FilledBadge tone={residence.lots_available ? 'blue' : 'gray'}>
            {t('card.lotsAvailable', { available: residence.lots_available, total: residence.lots_total })}
          </FilledBadge>
        </div>
        {(residence.delivery_date || residence.tax_scheme) && (
          <p className={classes.details}>
            {[residence.delivery_date ? t('card.delivery', { date: formatMonth(residence.delivery_date) }) : null, residence.tax_scheme]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <PlainButton
          className={`mantine-active touch-target ${Button.classes.root} ${classes.open}`}
          data-variant="light"
          data-size="xs"
          aria-label={tPanel('programmeOpenNamed', { name: residence.name })}
          onClick={() => panel.open({ kind: 'programmes', title: tPanel('programmes'), content: <ProgrammePanel residence={residence} /> })}
        >
          <span className={Button.classes.inner}>
            <span className={Button.classes.label}>{tPanel('programmeOpen')}</span>
          </span>
        </PlainButton>
      </div>
    </RecordCard>
  );
}
