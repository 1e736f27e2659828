'use client';

import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { formatEuros } from '@/lib/format/format';
import type { Option } from '@/lib/partner/options';

/** GET client/{id}/reservation: the client's options and reservations, most recent first. */
export function ClientReservations({ reservations }: { reservations: Option[] }) {
  const t = useTranslations('clients');
  const to = useTranslations('options');
  if (!reservations.length) return <Text size="sm">{t('noReservations')}</Text>;
  return (
    <Stack gap="xs">
      {reservations.map((option) => (
        <Group key={option.id} justify="space-between" wrap="nowrap">
          <div>
            <Text size="sm" fw={600}>
              {option.lot.residence.name} – {option.lot.reference}
            </Text>
            <Text size="xs" c="dimmed">
              {option.lot.typology} · {formatEuros(option.lot.price)}
              {option.reservation ? ` · ${formatEuros(option.reservation.deposit)}` : ''}
            </Text>
          </div>
          <Badge variant="default">{to(`status.${option.status}`)}</Badge>
        </Group>
      ))}
    </Stack>
  );
}
