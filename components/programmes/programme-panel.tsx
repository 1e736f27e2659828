'use client';

import { Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FactsTable } from '@/components/ui/facts-table';
import type { ResidenceCard } from '@/lib/partner/programmes';
import { residenceHref } from '@/lib/programmes/filters';
import { ButtonLink } from './button-link';
import { formatEuros, formatMonth, formatPercent } from '@/lib/format/format';

/** The `programmes` kind of the right-hand panel: a residence at a glance, from the list it was opened from. */
export function ProgrammePanel({ residence }: { residence: ResidenceCard }) {
  const t = useTranslations('panels');
  const tp = useTranslations('programmes');
  const f = (key: string) => t(`programmeFacts.${key}`);
  const rows = [
    { label: f('type'), value: tp(`types.${residence.type}`) },
    { label: f('city'), value: `${residence.city} (${residence.postcode})` },
    { label: f('price'), value: tp('residence.priceRange', { from: formatEuros(residence.price_from), to: formatEuros(residence.price_to) }) },
    { label: f('lots'), value: tp('residence.lotsAvailable', { available: residence.lots_available, total: residence.lots_total }) },
    ...(residence.yield !== null ? [{ label: f('yield'), value: formatPercent(residence.yield) }] : []),
    ...(residence.delivery_date ? [{ label: f('delivery'), value: formatMonth(residence.delivery_date) }] : []),
    ...(residence.tax_scheme ? [{ label: f('taxScheme'), value: residence.tax_scheme }] : []),
    ...(residence.promoter ? [{ label: f('promoter'), value: residence.promoter }] : []),
  ];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {residence.name}
      </Title>
      <FactsTable rows={rows} />
      <Text size="xs" c="dimmed">
        {tp('residence.yieldNote')}
      </Text>
      <ButtonLink href={residenceHref(residence)} style={{ width: 'fit-content' }}>
        {t('programmeSeePage')}
      </ButtonLink>
    </Stack>
  );
}
