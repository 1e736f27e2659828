'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen';

// Error texts are technical and English (React, the network, a digest for server errors): the adviser reads the
// French one, the details go to the console.
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  useEffect(() => console.error(error), [error]);
  return <ErrorScreen kind="error" message={t('generic')} />;
}
