'use client';

import { LoadingOverlay as MantineLoadingOverlay, Loader, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';

interface LoadingOverlayProps {
  loading: boolean;
  /** Shown under the spinner; 'Chargement' by default. */
  message?: string;
}

/** Covers its positioned parent while something loads (SPEC §3: a boolean and an optional message). */
export function LoadingOverlay({ loading, message }: LoadingOverlayProps) {
  const t = useTranslations('shell');
  return (
    <MantineLoadingOverlay
      visible={loading}
      zIndex={200}
      overlayProps={{ blur: 1 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader />
            <Text size="sm">{message ?? t('loading')}</Text>
          </Stack>
        ),
      }}
    />
  );
}
