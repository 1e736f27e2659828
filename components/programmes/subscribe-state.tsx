'use client';

import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';

/** SPEC §6: not subscribed is a state of the page, not an error. */
export function SubscribeState({ message }: { message?: string }) {
  const t = useTranslations('programmes.subscribe');
  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconLock aria-hidden />}
      title={t('title')}
      role="status"
      // The light yellow title fails WCAG contrast: the title takes the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{t('text')}</Text>
      {message && message !== 'Subscribe now' && (
        <Text size="sm" mt="xs">
          {message}
        </Text>
      )}
    </Alert>
  );
}
