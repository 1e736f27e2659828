'use client';

import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ClientReservations } from '@/components/clients/client-reservations';
import { DenonciationBadge } from '@/components/clients/denonciation-badge';
import { DenounceButton } from '@/components/clients/denounce-button';
import { formatDate } from '@/lib/format';
import { FactsTable } from '@/components/ui/facts-table';
import type { Client } from '@/lib/partner/clients';
import type { Option } from '@/lib/partner/options';

export function ClientDetail({ client, reservations }: { client: Client; reservations: Option[] }) {
  const t = useTranslations('clients');
  const router = useRouter();
  const rows = [
    { label: t('fields.email'), value: client.email ?? '–' },
    { label: t('fields.telephone'), value: client.telephone ?? '–' },
    { label: t('fields.address'), value: [client.address, client.postcode, client.city].filter(Boolean).join(' ') || '–' },
    { label: t('fields.birth_date'), value: client.birth_date ? formatDate(client.birth_date) : '–' },
  ];
  return (
    <Stack gap="lg">
      <Anchor component={Link} href="/clients" size="sm">
        {t('back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>
          {client.civilite} {client.prenom} {client.nom}
        </Title>
        <Group gap="sm">
          <DenonciationBadge denonciation={client.denonciation} />
          {client.denonciation.status !== 'protected' && <DenounceButton client={client} onDenounced={() => router.refresh()} />}
        </Group>
      </Group>
      <Card withBorder>
        <FactsTable rows={rows} labelProps={{ w: 220 }} />
      </Card>
      <Title order={2} size="h3">
        {t('reservations')}
      </Title>
      <ClientReservations reservations={reservations} />
    </Stack>
  );
}
