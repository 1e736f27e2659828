import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, publicHolidays } from './calendar';
import { depositCapRate, maxDeposit, withdrawalEnd } from './reservation-rules';

const d = (iso: string) => new Date(iso);

describe('working days', () => {
  it('knows the moving holidays (Easter Monday 2026 is 6 April, Ascension 14 May, Whit Monday 25 May)', () => {
    const days = publicHolidays(2026);
    expect(days.has('2026-04-06')).toBe(true);
    expect(days.has('2026-05-14')).toBe(true);
    expect(days.has('2026-05-25')).toBe(true);
    expect(isWorkingDay(d('2026-07-14T10:00:00Z'))).toBe(false);
  });

  it('skips the weekend: Thursday + 5 working days is the next Thursday', () => {
    expect(addWorkingDays(d('2026-03-05T10:00:00Z'), 5).toISOString()).toBe('2026-03-12T10:00:00.000Z');
  });

  it('skips holidays: Wednesday 29 April 2026 + 5 working days crosses 1 May and 8 May', () => {
    // Thu 30, (Fri 1 May holiday), Mon 4, Tue 5, Wed 6, Thu 7 → 7 May
    expect(addWorkingDays(d('2026-04-29T09:00:00Z'), 5).toISOString()).toBe('2026-05-07T09:00:00.000Z');
  });
});

describe('reservation rules', () => {
  it('caps the deposit at 5 % within a year, 2 % within two, none beyond', () => {
    const now = d('2026-03-01T00:00:00Z');
    expect(depositCapRate(d('2027-03-01T00:00:00Z'), now)).toBe(0.05);
    expect(depositCapRate(d('2027-03-02T00:00:00Z'), now)).toBe(0.02);
    expect(depositCapRate(d('2028-03-01T00:00:00Z'), now)).toBe(0.02);
    expect(depositCapRate(d('2028-03-02T00:00:00Z'), now)).toBe(0);
    expect(maxDeposit(250_000, d('2026-12-01T00:00:00Z'), now)).toBe(12_500);
  });

  it('ends the withdrawal period after the 10th day, pushed past a weekend', () => {
    // Notified Mon 2 March 2026 → 10th day Thu 12 March → ends at the start of Fri 13 March.
    expect(withdrawalEnd(d('2026-03-02T15:00:00Z')).toISOString()).toBe('2026-03-13T00:00:00.000Z');
    // Notified Wed 4 March → 10th day Sat 14 March → Monday 16 March included → ends Tue 17 March 00:00.
    expect(withdrawalEnd(d('2026-03-04T15:00:00Z')).toISOString()).toBe('2026-03-17T00:00:00.000Z');
  });
});
