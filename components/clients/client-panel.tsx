'use client';

import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { notifyError } from '@/components/notices/notify';
import { InlineLoader } from '@/components/ui/inline-loader';
import { ClientReservations } from './client-reservations';
import { DenonciationBadge } from './denonciation-badge';
import { DenounceButton } from './denounce-button';
import { formatPhone } from '@/lib/format/phone';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';

/** The `client` kind of the right-hand panel: contact details, denunciation and reservations. */
export function ClientPanel({ clientId }: { clientId: number }) {
  const t = useTranslations('clients');
  const te = useTranslations('errors');
  const queryClient = useQueryClient();
  const { data, isError, isPending } = useQuery({
    queryKey: queryKeys.client(clientId),
    queryFn: () => fetchRead('client', { id: clientId }),
  });
  useEffect(() => {
    if (isError) notifyError(te('contacts'));
  }, [isError, te]);

  if (isPending) {
    return <InlineLoader label={t('loading')} />;
  }
  if (!data) return <Text size="sm">{te('contacts')}</Text>;
  const { client, reservations } = data;
  return (
    <Stack gap="sm" data-client-panel={client.id}>
      <Text fw={600}>
        {client.civilite} {client.prenom} {client.nom}
      </Text>
      <Text size="sm">{[client.email, client.telephone && formatPhone(client.telephone)].filter(Boolean).join(' · ') || '–'}</Text>
      <Text size="sm">{[client.address, [client.postcode, client.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</Text>
      <Group gap="sm">
        <DenonciationBadge denonciation={client.denonciation} />
        {client.denonciation.status !== 'protected' && (
          <DenounceButton client={client} onDenounced={() => queryClient.invalidateQueries({ queryKey: queryKeys.client(client.id) })} />
        )}
      </Group>
      <Title order={3} size="h5">
        {t('reservations')}
      </Title>
      <ClientReservations reservations={reservations} />
      <Anchor component={Link} href={`/clients/${client.id}`} size="sm">
        {t('open')}
      </Anchor>
    </Stack>
  );
}
