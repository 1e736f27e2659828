'use client';

import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import type { FundCard as FundCardData } from '@/lib/partner/funds';
import { formatEuros, formatPercent } from '@/lib/format/format';
import { ProgrammePhoto } from './programme-photo';
import { IntentLink } from '@/components/ui/intent-link';
import { RecordCard } from '@/components/ui/record-card';

interface FundCardProps {
  fund: FundCardData;
  headingLevel?: 2 | 3;
  /** The screens where the card is in the first screen (`first-screen.ts`): its photo is fetched at once there. */
  firstScreen?: string;
}

/** A fund in a list: category, manager, entry ticket, yield, risk, favourite toggle. */
export function FundCard({ fund, headingLevel = 3, firstScreen }: FundCardProps) {
  const t = useTranslations('funds');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <RecordCard labelledBy={`fund-${fund.id}`}>
      <div style={{ position: 'relative' }}>
        <ProgrammePhoto src={fund.photo} alt="" height={110} slot="card" fallbackLabel={t('card.noPhoto')} firstScreen={firstScreen} />
        <div style={{ position: 'absolute', top: 8, right: 8 }}>
          <FavoriteButton id={fund.id} name={fund.name} initial={fund.is_favorite} />
        </div>
        <Badge style={{ position: 'absolute', top: 10, left: 10 }} variant="filled" color="dark">
          {t('card.type')}
        </Badge>
      </div>
      <Stack gap={4} p="md">
        <Text component={Heading} fw={700} size="lg" id={`fund-${fund.id}`} m={0} lineClamp={2}>
          <IntentLink href={`/fonds/${fund.id}`} style={{ color: 'inherit' }}>
            {fund.name}
          </IntentLink>
        </Text>
        <Text size="sm" c="dimmed">
          {fund.category} · {fund.manager}
        </Text>
        <Text fw={600}>{t('card.minSubscription', { amount: formatEuros(fund.min_subscription) })}</Text>
        <Group gap="xs">
          {fund.yield !== null && (
            <Badge variant="filled" color="teal">
              {t('card.yield', { value: formatPercent(fund.yield) })}
            </Badge>
          )}
          <Badge variant="filled" color="orange">
            {t('card.risk', { level: fund.risk_level })}
          </Badge>
          <Badge variant="default">
            {t('card.models', { count: fund.models_count })}
          </Badge>
        </Group>
      </Stack>
    </RecordCard>
  );
}
