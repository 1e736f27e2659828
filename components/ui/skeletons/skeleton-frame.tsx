'use client';

import { Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * The frame of a page skeleton: announced once as 'Chargement', its blocks hidden from assistive technology, the
 * page's title where its heading will be (drawn as the heading, not one: the page's own takes the focus when it
 * comes), or a title bar when the loading screen does not know it. The title is in the first bytes of the page, so
 * the adviser reads where they are at once.
 */
export function SkeletonFrame({ title, children }: { title?: string; children: ReactNode }) {
  const t = useTranslations('shell');
  return (
    <Stack gap="lg" role="status" aria-live="polite" aria-busy>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Stack gap="lg" aria-hidden>
        {title ? (
          <Title order={1} component="div">
            {title}
          </Title>
        ) : (
          <Skeleton height={34} width="40%" radius="sm" />
        )}
        {children}
      </Stack>
    </Stack>
  );
}
