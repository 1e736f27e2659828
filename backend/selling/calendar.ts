/** French working days (Monday–Friday outside public holidays), computed on UTC dates. */

const DAY_MS = 86_400_000;

function easterSunday(year: number): Date {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const holidayCache = new Map<number, Set<string>>();

/** The eleven public holidays of metropolitan France for a year, as YYYY-MM-DD. */
export function publicHolidays(year: number): Set<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year).getTime();
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'].map((md) => `${year}-${md}`);
  const moving = [1, 39, 50].map((offset) => isoDay(new Date(easter + offset * DAY_MS)));
  const set = new Set([...fixed, ...moving]);
  holidayCache.set(year, set);
  return set;
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(date.getUTCFullYear()).has(isoDay(date));
}

/** The same time of day, `days` working days later. */
export function addWorkingDays(from: Date, days: number): Date {
  let cursor = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    cursor = new Date(cursor.getTime() + DAY_MS);
    if (isWorkingDay(cursor)) left--;
  }
  return cursor;
}

/** Start of the UTC day after `date` + `days` calendar days, pushed past weekends and holidays. */
export function endOfPeriod(from: Date, days: number): Date {
  let last = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + days * DAY_MS);
  while (!isWorkingDay(last)) last = new Date(last.getTime() + DAY_MS);
  return new Date(last.getTime() + DAY_MS);
}
