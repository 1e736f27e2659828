'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { DeferredErrorScreen } from '@/components/errors/deferred-error-screen';
import { isChunkLoadError } from '@/components/providers/build-update';
import { reloadOnce } from '@/components/providers/reload-once';
import { shownMessage } from '@/lib/page-data/shown-error';

// The adviser reads the error's French message when it carries one (ShownError), else the generic French one;
// technical texts (React, the network, server digests) only go to the console.
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  useEffect(() => {
    console.error(error);
    // A script of an older build is gone: one reload fetches the live build (SPEC §8).
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  return <DeferredErrorScreen kind="error" message={shownMessage(error) ?? t('generic')} />;
}
