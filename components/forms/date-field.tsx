'use client';

import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { Ref } from 'react';
import { parseFrenchDate } from '@/lib/french-date';

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'dateParser' | 'valueFormat' | 'locale'> & {
  /** `YYYY-MM-DD`, or empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A date typed (30/06/2027) or picked in a French calendar; the form gets `YYYY-MM-DD`, or an empty string when the
 * field is cleared, so its own check words the error.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      {...props}
      locale="fr"
      valueFormat="DD/MM/YYYY"
      dateParser={parseFrenchDate}
      placeholder={props.placeholder ?? 'JJ/MM/AAAA'}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      clearable={!props.required}
      firstDayOfWeek={1}
    />
  );
}
