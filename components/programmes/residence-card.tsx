'use client';

import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { useRightPanel } from '@/components/panels/right-panel-context';
import type { ResidenceCard as ResidenceCardData } from '@/lib/partner/programmes';
import { residenceHref } from '@/lib/programmes/filters';
import { formatEuros, formatMonth, formatPercent } from '@/lib/format';
import { ProgrammePanel } from './programme-panel';
import { ProgrammePhoto } from './programme-photo';

/** A residence in a list: photo, type, city, price from, yield, lots available, favourite toggle, quick view in the right-hand panel. */
export function ResidenceCard({ residence, headingLevel = 3 }: { residence: ResidenceCardData; headingLevel?: 2 | 3 }) {
  const t = useTranslations('programmes');
  const tPanel = useTranslations('panels');
  const panel = useRightPanel();
  const href = residenceHref(residence);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-labelledby={`residence-${residence.id}`} h="100%">
      <div style={{ position: 'relative' }}>
        <ProgrammePhoto src={residence.photo} alt="" height={150} fallbackLabel={t('card.noPhoto')} />
        <div style={{ position: 'absolute', top: 8, right: 8 }}>
          <FavoriteButton id={residence.id} name={residence.name} initial={residence.is_favorite} />
        </div>
        <Badge style={{ position: 'absolute', top: 10, left: 10 }} variant="filled" color="dark">
          {t(`types.${residence.type}`)}
        </Badge>
      </div>
      <Stack gap={4} p="md">
        <Text component={Heading} fw={700} size="lg" id={`residence-${residence.id}`} m={0} lineClamp={2}>
          <Link href={href} style={{ color: 'inherit' }}>
            {residence.name}
          </Link>
        </Text>
        <Text size="sm" c="dimmed">
          {residence.city} ({residence.postcode})
        </Text>
        <Text fw={600}>{t('card.priceFrom', { price: formatEuros(residence.price_from) })}</Text>
        <Group gap="xs">
          {residence.yield !== null && (
            <Badge variant="filled" color="teal">
              {t('card.yield', { value: formatPercent(residence.yield) })}
            </Badge>
          )}
          <Badge variant="filled" color={residence.lots_available ? 'blue' : 'gray'}>
            {t('card.lotsAvailable', { available: residence.lots_available, total: residence.lots_total })}
          </Badge>
        </Group>
        {(residence.delivery_date || residence.tax_scheme) && (
          <Text size="xs" c="dimmed">
            {[residence.delivery_date ? t('card.delivery', { date: formatMonth(residence.delivery_date) }) : null, residence.tax_scheme]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          mt={4}
          aria-label={tPanel('programmeOpenNamed', { name: residence.name })}
          onClick={() => panel.open({ kind: 'programmes', title: tPanel('programmes'), content: <ProgrammePanel residence={residence} /> })}
        >
          {tPanel('programmeOpen')}
        </Button>
      </Stack>
    </Card>
  );
}
