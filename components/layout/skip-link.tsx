'use client';

import { useTranslations } from 'next-intl';
import classes from './skip-link.module.css';

/** First tab stop: jumps past the header and navigation to the page. */
export function SkipLink({ target }: { target: string }) {
  const t = useTranslations('shell');
  return (
    <a href={`#${target}`} className={classes.link}>
      {t('skipToContent')}
    </a>
  );
}
