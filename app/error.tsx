'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/errors/error-screen';

// Server errors reach the browser with a digest and a generic English text: show the French one instead.
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  useEffect(() => console.error(error), [error]);
  return <ErrorScreen kind="error" message={error.digest ? t('generic') : error.message} />;
}
