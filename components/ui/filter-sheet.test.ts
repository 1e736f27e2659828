import { describe, expect, it } from 'vitest';
import { countSet } from './filter-sheet';

describe('countSet', () => {
  it('counts set values, each entry of a list and true, but not empty text, false or missing values', () => {
    expect(countSet('Lyon', '', undefined, 0, ['T2', 'T3'], [], true, false)).toBe(5);
  });
});
