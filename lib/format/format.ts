import { formats } from '@/i18n/formats';
import { LOCALE } from '@/i18n/settings';

// The product's named formats (i18n/formats.ts) as Intl formatters built once, for cells, panels, PDFs and labels on
// either side alike. A list formats a few numbers and dates per card: next-intl's formatter would look each one up by
// its options again on every call.
const numbers = Object.fromEntries(
  Object.entries(formats.number).map(([name, options]) => [name, new Intl.NumberFormat(LOCALE, options)]),
) as Record<keyof typeof formats.number, Intl.NumberFormat>;
const dates = Object.fromEntries(
  Object.entries(formats.dateTime).map(([name, options]) => [name, new Intl.DateTimeFormat(LOCALE, options)]),
) as Record<keyof typeof formats.dateTime, Intl.DateTimeFormat>;
const format = {
  number: (value: number, name: keyof typeof numbers) => numbers[name].format(value),
  // A date Intl cannot read shows as itself, as it did through next-intl, instead of failing the screen.
  dateTime: (value: Date, name: keyof typeof dates) => (Number.isNaN(value.getTime()) ? String(value) : dates[name].format(value)),
};

export const formatEuros = (value: number) => format.number(value, 'euros');
/** An amount to the cent (simulation results, share prices). */
export const formatEurosExact = (value: number) => format.number(value, 'eurosExact');
export const formatNumber = (value: number) => format.number(value, 'decimal');
export const formatPercent = (value: number) => `${format.number(value, 'decimal')}\u00a0%`;
/** A rate always shown with two decimals: « 4,50 % ». */
export const formatRate = (value: number) => `${format.number(value, 'twoDecimals')}\u00a0%`;
export const formatSurface = (value: number) => `${format.number(value, 'decimal')}\u00a0m²`;
/** ISO dates (YYYY-MM-DD) read as calendar days, whatever the time zone. */
const dateOf = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);
export const formatMonth = (iso: string) => format.dateTime(dateOf(iso), 'month');
export const formatDate = (iso: string) => format.dateTime(dateOf(iso), 'long');
/** An instant as Paris reads it: « 24 novembre 2026 à 09:00 ». */
export const formatDateTime = (iso: string | Date) => format.dateTime(new Date(iso), 'longWithTime');
/** An instant in a dense table: « 24/11/2026 09:00 », with the seconds for an audit trail. */
export const formatShortDateTime = (iso: string | Date, withSeconds = false) =>
  format.dateTime(new Date(iso), withSeconds ? 'shortWithSeconds' : 'short');
/** A file's size as French readers expect it: « 820 Ko », « 2,4 Mo ». */
export const formatFileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))}\u00a0Ko` : `${format.number(bytes / 1024 / 1024, 'oneDecimal')}\u00a0Mo`;

/** « Label : valeur », the colon kept on the label's line. */
export const labelled = (label: string, value: string | number) => `${label}\u00a0: ${value}`;
