import { formatEuros, formatMonth, formatNumber } from '@/lib/format/format';

export type CellFormat = 'text' | 'month' | 'number' | 'euros' | 'days';
export type CellValue = string | number | null;

/** A statistics cell as the table shows it; an empty value reads as a dash. */
export function formatCell(value: CellValue, format: CellFormat, days: (n: number) => string): string {
  if (value === null || value === '') return '–';
  if (format === 'month') return formatMonth(`${value}-15`);
  if (typeof value === 'string') return value;
  if (format === 'euros') return formatEuros(value);
  if (format === 'days') return days(value);
  return formatNumber(value);
}
