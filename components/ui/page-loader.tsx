'use client';

import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** 'Chargement' placeholder while a page's data loads (route loading.tsx files). */
export function PageLoader({ message }: { message?: string }) {
  const t = useTranslations('shell');
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm">{message ?? t('loading')}</Text>
      </Stack>
    </Center>
  );
}
