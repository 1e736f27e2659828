'use client';

import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslations } from 'next-intl';
import { useState, type Ref } from 'react';
import { parseFrenchDate } from '@/lib/format/french-date';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'dateParser' | 'valueFormat' | 'locale' | 'popoverProps'> & {
  /** `YYYY-MM-DD`, or empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A date typed (30/06/2027) or picked in a French calendar; the form gets `YYYY-MM-DD`, or an empty string when the
 * field is cleared, so its own check words the error. The calendar opens on a click or Alt+↓, not while typing, so
 * it never covers the fields and buttons below; Escape closes it alone. A combobox with a calendar popup (the ARIA
 * date picker pattern), it says when the calendar is open (`aria-expanded`).
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const t = useTranslations('forms');
  const [open, setOpen] = useState(false);
  return (
    <DateInput
      {...props}
      locale="fr"
      valueFormat="DD/MM/YYYY"
      dateParser={parseFrenchDate}
      placeholder={props.placeholder ?? 'JJ/MM/AAAA'}
      value={value || null}
      onChange={(next) => {
        onChange(next ?? '');
        if (next) setOpen(false);
      }}
      clearable={!props.required}
      clearButtonProps={{ 'aria-label': t('clearDate') }}
      firstDayOfWeek={1}
      popoverProps={{ opened: open }}
      role="combobox"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={(event) => {
        setOpen(true);
        props.onClick?.(event);
      }}
      onBlur={(event) => {
        setOpen(false);
        props.onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
        if (event.key === 'ArrowDown' && event.altKey) setOpen(true);
        props.onKeyDown?.(event);
      }}
    />
  );
}
