'use client';

import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CompareToggle } from '@/components/comparison/compare-toggle';
import { notifyError } from '@/components/notices/notify';
import { LotReservation } from '@/components/options/lot-reservation';
import { FactsTable } from '@/components/ui/facts-table';
import { InlineLoader } from '@/components/ui/inline-loader';
import { residenceHref } from '@/lib/programmes/filters';
import { LOT_STATUS_COLORS } from './lot-status-colors';
import { formatEuros, formatMonth, formatPercent, formatSurface } from '@/lib/format/format';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';

/** The `lot` kind of the right-hand panel: one lot (GET lot/{id}). */
export function LotPanel({ lotId }: { lotId: number }) {
  const t = useTranslations('lots');
  const te = useTranslations('errors');
  const ts = useTranslations('simulation');
  const { data: lot, isError, isPending } = useQuery({
    queryKey: queryKeys.lot(lotId),
    queryFn: () => fetchRead('lot', { id: lotId }),
  });

  useEffect(() => {
    if (isError) notifyError(te('lot', { id: lotId }));
  }, [isError, lotId, te]);

  if (isPending) {
    return <InlineLoader label={t('loading')} />;
  }
  if (isError || !lot) return <Text size="sm">{te('lot', { id: lotId })}</Text>;

  const rows = [
    { label: t('columns.typology'), value: lot.typology },
    { label: t('columns.floor'), value: lot.floor === 0 ? t('groundFloor') : String(lot.floor) },
    { label: t('columns.surface'), value: formatSurface(lot.surface) },
    { label: t('columns.exposure'), value: lot.exposure ?? '–' },
    { label: t('columns.parking'), value: lot.parking ? t('yes') : t('no') },
    { label: t('columns.price'), value: formatEuros(lot.price) },
    { label: t('columns.rent'), value: lot.rent === null ? '–' : formatEuros(lot.rent) },
    { label: t('columns.yield'), value: lot.yield === null ? '–' : formatPercent(lot.yield) },
  ];
  return (
    <Stack gap="sm" data-lot-panel={lot.reference}>
      <Group justify="space-between">
        <Text fw={600}>{t('summary', { typology: lot.typology, surface: formatSurface(lot.surface) })}</Text>
        <Badge color={LOT_STATUS_COLORS[lot.status]} variant="filled">
          {t(`status.${lot.status}`)}
        </Badge>
      </Group>
      <Text size="sm">
        <Anchor component={Link} href={residenceHref(lot.residence)}>
          {lot.residence.name}
        </Anchor>{' '}
        · {lot.residence.postcode} {lot.residence.city}
      </Text>
      <FactsTable rows={rows} labelProps={{ style: { fontWeight: 500 } }} />
      {(lot.residence.tax_scheme || lot.residence.delivery_date) && (
        <Text size="sm" c="dimmed">
          {[lot.residence.tax_scheme, lot.residence.delivery_date ? t('delivery', { date: formatMonth(lot.residence.delivery_date) }) : null]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      <Group gap="md">
        <CompareToggle lot={lot} />
        <Anchor component={Link} href={`/simulations?prix=${lot.price}&lot=${lot.id}${lot.rent ? `&loyer=${lot.rent}` : ''}`} size="sm">
          {ts('title')}
        </Anchor>
        {lot.plan_url && (
          <Anchor href={lot.plan_url} target="_blank" rel="noopener noreferrer" size="sm">
            {t('plan')}
          </Anchor>
        )}
      </Group>
      <LotReservation lot={lot} />
    </Stack>
  );
}
