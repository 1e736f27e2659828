'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { PlainTextButton } from './plain-button';
import classes from './filter-sheet.module.css';

/** A list's filters: beside the list on wider screens, behind a « Filtres » button on a phone, with how many are set. */
export function FilterSheet({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const t = useTranslations('shell');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={classes.sheet} data-open={open || undefined}>
      <PlainTextButton
        hiddenFrom="sm"
        variant="default"
        fullWidth
        className={`touch-target ${classes.toggle}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('filters', { count: activeCount })}
      </PlainTextButton>
      <div id={id} className={classes.content}>
        {children}
      </div>
    </div>
  );
}

/** How many filters are set among `values`: a list counts its entries, `true` and any other non-empty value one. */
export function countSet(...values: unknown[]): number {
  return values.reduce<number>((count, value) => {
    if (Array.isArray(value)) return count + value.length;
    return value === undefined || value === '' || value === false ? count : count + 1;
  }, 0);
}
