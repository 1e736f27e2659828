const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'Europe/Paris' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

export const formatEuros = (value: number) => euros.format(value);
export const formatNumber = (value: number) => decimal.format(value);
export const formatPercent = (value: number) => `${decimal.format(value)} %`;
export const formatSurface = (value: number) => `${decimal.format(value)} m²`;
/** ISO dates (YYYY-MM-DD) read as calendar days, whatever the time zone. */
const dateOf = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);
export const formatMonth = (iso: string) => monthYear.format(dateOf(iso));
export const formatDate = (iso: string) => longDate.format(dateOf(iso));
const dateAndTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
/** An instant (full ISO timestamp) as a Paris date and time. */
export const formatDateTime = (iso: string) => dateAndTime.format(new Date(iso));
