const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

export const formatEuros = (value: number) => euros.format(value);
export const formatNumber = (value: number) => decimal.format(value);
export const formatPercent = (value: number) => `${decimal.format(value)} %`;
export const formatSurface = (value: number) => `${decimal.format(value)} m²`;
/** ISO dates (YYYY-MM-DD) read as calendar days, whatever the time zone. */
const dateOf = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);
export const formatMonth = (iso: string) => monthYear.format(dateOf(iso));
export const formatDate = (iso: string) => longDate.format(dateOf(iso));
/** An instant as Paris reads it: « 24 novembre 2026 à 09:00 ». */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** A file's size as French readers expect it: « 820 Ko », « 2,4 Mo ». */
export const formatFileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} Ko` : `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} Mo`;
