'use client';

import { Card, Stack, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { ClientReservations } from '@/components/clients/client-reservations';
import { DenonciationBadge } from '@/components/clients/denonciation-badge';
import { DenounceButton } from '@/components/clients/denounce-button';
import { formatDate } from '@/lib/format/format';
import { formatPhone } from '@/lib/format/phone';
import { PageHeader } from '@/components/layout/page-header';
import { FactsTable } from '@/components/ui/facts-table';
import type { Client } from '@/lib/partner/clients';
import type { Option } from '@/lib/partner/options';

export function ClientDetail({ client, reservations }: { client: Client; reservations: Option[] }) {
  const t = useTranslations('clients');
  const tp = useTranslations('pageHeader');
  const rows = [
    { label: t('fields.email'), value: client.email ?? '–' },
    { label: t('fields.telephone'), value: client.telephone ? formatPhone(client.telephone) : '–' },
    { label: t('fields.address'), value: [client.address, client.postcode, client.city].filter(Boolean).join(' ') || '–' },
    { label: t('birthDate'), value: client.birth_date ? formatDate(client.birth_date) : '–' },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title={`${client.civilite} ${client.prenom} ${client.nom}`}
        crumbs={[{ label: tp('clients'), href: '/clients' }]}
        badges={<DenonciationBadge denonciation={client.denonciation} />}
        actions={client.denonciation.status !== 'protected' && <DenounceButton client={client} />}
      />
      <Card withBorder>
        <FactsTable rows={rows} labelProps={{ style: { width: 220 } }} />
      </Card>
      <Title order={2} size="h3">
        {t('reservations')}
      </Title>
      <ClientReservations reservations={reservations} />
    </Stack>
  );
}
