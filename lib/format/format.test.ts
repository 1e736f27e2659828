import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuros, formatEurosExact, formatFileSize, formatPercent, formatShortDateTime } from './format';

// French groups digits and separates units with no-break spaces (U+202F, U+00A0): compare with any space as one.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('French formats', () => {
  it('writes amounts with grouped thousands and the euro sign after a no-break space', () => {
    expect(plain(formatEuros(2101))).toBe('2 101 €');
    expect(plain(formatEuros(1042))).toBe('1 042 €');
    expect(plain(formatEurosExact(1042.5))).toBe('1 042,50 €');
    expect(formatEuros(2101)).not.toMatch(/ /);
  });

  it('never lets a unit wrap away from its number', () => {
    expect(formatPercent(4.5)).toBe('4,5\u00a0%');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2,4\u00a0Mo');
    expect(formatFileSize(820 * 1024)).toBe('820\u00a0Ko');
  });

  it('reads calendar days and instants in Paris time', () => {
    expect(formatDate('2026-11-24')).toBe('24 novembre 2026');
    expect(formatShortDateTime('2026-11-24T08:00:00Z')).toBe('24/11/2026 09:00');
    expect(formatShortDateTime('2026-11-24T08:00:05Z', true)).toBe('24/11/2026 09:00:05');
  });

  it('writes « Invalid Date » for a date it cannot read instead of failing the screen', () => {
    expect(formatDateTime('pas une date')).toBe('Invalid Date');
  });
});
