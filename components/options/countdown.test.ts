import { describe, expect, it } from 'vitest';
import { remaining } from './countdown';

describe('remaining', () => {
  const now = Date.parse('2026-03-02T10:00:00Z');
  it('splits the time left into days, hours and minutes', () => {
    expect(remaining('2026-03-04T13:30:59Z', now)).toEqual({ days: 2, hours: 3, minutes: 30, past: false });
  });
  it('is past once the deadline is reached', () => {
    expect(remaining('2026-03-02T10:00:00Z', now).past).toBe(true);
  });
});
