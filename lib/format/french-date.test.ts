import { describe, expect, it } from 'vitest';
import { parseFrenchDate } from './french-date';

describe('parseFrenchDate', () => {
  it('reads a date typed the French way, with or without leading zeros', () => {
    expect(parseFrenchDate('30/06/2027')).toBe('2027-06-30');
    expect(parseFrenchDate(' 3/6/2027 ')).toBe('2027-06-03');
  });

  it('reads an ISO date', () => {
    expect(parseFrenchDate('2027-06-30')).toBe('2027-06-30');
  });

  it('refuses impossible or malformed dates', () => {
    expect(parseFrenchDate('31/02/2027')).toBeNull();
    expect(parseFrenchDate('2027-13-01')).toBeNull();
    expect(parseFrenchDate('demain')).toBeNull();
  });
});
