import { formatMonth } from '@/lib/format/format';
import type { CellFormat, CellValue } from './format-cell';

/** French Excel opens a UTF-8 file as such only with a byte-order mark, and splits on `;`. */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';

/** One CSV field: numbers stay bare so the spreadsheet can add them up; text is quoted when it must be. */
export function csvField(value: CellValue, format: CellFormat = 'text'): string {
  if (value === null) return '';
  const text = format === 'month' && typeof value === 'string' ? formatMonth(`${value}-15`) : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: string[]): string {
  return `${values.join(SEPARATOR)}\r\n`;
}
