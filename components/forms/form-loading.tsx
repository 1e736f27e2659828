'use client';

import { useTranslations } from 'next-intl';
import { InlineLoader } from '@/components/ui/inline-loader';

/** What a form loaded on demand shows while its code arrives (`next/dynamic`'s `loading`). */
export function FormLoading() {
  return <InlineLoader label={useTranslations('shell')('loading')} />;
}
