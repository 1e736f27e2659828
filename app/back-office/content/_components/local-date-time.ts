const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` field shows it: the browser's own time, to the minute. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value, read in the browser's time zone, as the instant the API stores. */
export function fromLocalInput(local: string): string {
  return new Date(local).toISOString();
}
