import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-date-time';

describe('datetime-local values', () => {
  it('go back and forth without losing the minute', () => {
    const iso = '2027-01-12T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('have the field’s shape', () => {
    expect(toLocalInput('2027-01-12T09:30:00.000Z')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });
});
