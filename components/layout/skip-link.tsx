'use client';

import { useTranslations } from 'next-intl';
import frame from './frame.module.css';

/** First tab stop: jumps past the header and navigation to the page. */
export function SkipLink({ target }: { target: string }) {
  const t = useTranslations('shell');
  return (
    <a href={`#${target}`} className={frame.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
