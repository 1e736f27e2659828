import type { Formats } from 'next-intl';
import { TIME_ZONE } from './settings';

/**
 * The product's named formats for numbers, amounts and dates, read through lib/format/format.ts on both sides (as Intl formatters built once), so a
 * euro amount or a date reads the same on every screen.
 */
export const formats = {
  number: {
    euros: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
    eurosExact: { style: 'currency', currency: 'EUR' },
    decimal: { maximumFractionDigits: 2 },
    oneDecimal: { maximumFractionDigits: 1 },
    twoDecimals: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  },
  dateTime: {
    month: { month: 'long', year: 'numeric', timeZone: TIME_ZONE },
    long: { dateStyle: 'long', timeZone: TIME_ZONE },
    longWithTime: { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE },
    short: { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE },
    shortWithSeconds: { dateStyle: 'short', timeStyle: 'medium', timeZone: TIME_ZONE },
  },
} satisfies Formats;
