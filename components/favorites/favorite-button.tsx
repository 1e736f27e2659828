'use client';

import { useTranslations } from 'next-intl';
import { Hint } from '@/components/ui/hint';
import { PlainActionIcon } from '@/components/ui/plain-button';
import classes from './favorite-button.module.css';
import { useFavorite } from './use-favorite';

/**
 * Heart toggle of a programme or fund; `aria-pressed` tells its state to assistive technology, `aria-busy` that
 * the partner API has not confirmed it yet.
 */
export function FavoriteButton({ id, name, initial, size = 'lg' }: { id: number; name: string; initial: boolean; size?: 'md' | 'lg' | 'xl' }) {
  const t = useTranslations('favorites');
  const { favorite, toggle, pending } = useFavorite(id, initial);
  const label = favorite ? t('remove', { name }) : t('add', { name });
  return (
    <Hint label={label} align="end">
      <PlainActionIcon
        variant={favorite ? 'filled' : 'default'}
        color={favorite ? 'red' : undefined}
        size={size}
        radius="xl"
        aria-label={label}
        aria-pressed={favorite}
        aria-busy={pending}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          toggle();
        }}
      >
        <span className={classes.heart} data-filled={favorite || undefined} aria-hidden />
      </PlainActionIcon>
    </Hint>
  );
}
