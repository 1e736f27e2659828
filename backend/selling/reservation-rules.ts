import { endOfPeriod } from './calendar';

/**
 * Off-plan sale (VEFA) reservation rules. CCH art. R261-28: the deposit may not exceed 5 % of the price
 * when the sale is due within one year, 2 % within two years, and nothing beyond.
 */
export function depositCapRate(saleDueDate: Date, now: Date): number {
  const oneYear = new Date(now);
  oneYear.setUTCFullYear(oneYear.getUTCFullYear() + 1);
  const twoYears = new Date(now);
  twoYears.setUTCFullYear(twoYears.getUTCFullYear() + 2);
  if (saleDueDate.getTime() <= oneYear.getTime()) return 0.05;
  if (saleDueDate.getTime() <= twoYears.getTime()) return 0.02;
  return 0;
}

export function maxDeposit(price: number, saleDueDate: Date, now: Date): number {
  return Math.floor(price * depositCapRate(saleDueDate, now));
}

/**
 * CCH art. L271-1: the buyer may withdraw within 10 days from the day after the notification is first
 * presented; a period ending on a Saturday, Sunday or public holiday runs to the next working day.
 * The end is the start of the following (UTC) day.
 */
export function withdrawalEnd(notifiedAt: Date, days = 10): Date {
  return endOfPeriod(notifiedAt, days);
}
