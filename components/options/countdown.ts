/** Whole days, hours and minutes left until `until` (zero once past). */
export function remaining(until: string | Date, now: number): { days: number; hours: number; minutes: number; past: boolean } {
  const ms = new Date(until).getTime() - now;
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, past: true };
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60, past: false };
}
