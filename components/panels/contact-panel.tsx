'use client';

import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { notifyError } from '@/components/notices/notify';
import { ButtonLink } from '@/components/programmes/button-link';
import { InlineLoader } from '@/components/ui/inline-loader';
import { formatPhone, phoneHref } from '@/lib/format/phone';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';

/** The `contact` kind of the right-hand panel: the brand's back-office desks and a way to write to them. */
export function ContactPanel() {
  const t = useTranslations('panels');
  const tm = useTranslations('messaging');
  const te = useTranslations('errors');
  const query = useQuery({
    queryKey: queryKeys.contacts,
    queryFn: () => fetchRead('contacts'),
  });
  useEffect(() => {
    if (query.isError) notifyError(te('contacts'));
  }, [query.isError, te]);

  return (
    <Stack gap="sm">
      <Text size="sm">{t('contactIntro')}</Text>
      {query.isPending && <InlineLoader label={t('loading')} />}
      {query.isError && <Text size="sm">{te('contacts')}</Text>}
      {query.data?.length === 0 && <Text size="sm">{tm('contact.empty')}</Text>}
      {query.data?.map((contact) => (
        <Stack key={contact.id} gap={2}>
          <Divider />
          <Title order={3} size="h5" mt="xs">
            {contact.service}
          </Title>
          <Text size="sm" c="dimmed">
            {contact.name}
          </Text>
          <Anchor href={`mailto:${contact.email}`} size="sm">
            {contact.email}
          </Anchor>
          {contact.telephone && (
            <Anchor href={phoneHref(contact.telephone)} size="sm" aria-label={tm('contact.call', { phone: formatPhone(contact.telephone), service: contact.service })}>
              {formatPhone(contact.telephone)}
            </Anchor>
          )}
        </Stack>
      ))}
      <ButtonLink href="/messagerie/compose" style={{ width: 'fit-content', marginTop: 'var(--mantine-spacing-sm)' }}>
        {t('contactCompose')}
      </ButtonLink>
      <Anchor component={Link} href="/contact-us" size="sm">
        {t('contactAll')}
      </Anchor>
    </Stack>
  );
}
