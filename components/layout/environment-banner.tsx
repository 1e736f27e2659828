import { getTranslations } from 'next-intl/server';
import classes from './environment-banner.module.css';

/** Yellow ribbon naming the environment, everywhere but PROD (the caller decides). */
export async function EnvironmentBanner({ name }: { name: string }) {
  const t = await getTranslations('shell');
  return (
    <div className={classes.ribbon} role="note" aria-label={t('environment', { name })}>
      {name}
    </div>
  );
}
