'use client';

import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * The frame of a page skeleton: announced once as 'Chargement', its blocks hidden from assistive technology,
 * a title bar where the page's heading will be.
 */
export function SkeletonFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-busy>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Stack gap="lg" aria-hidden>
        <Skeleton height={34} width="40%" radius="sm" />
        {children}
      </Stack>
    </Stack>
  );
}
