import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.mjs';

describe('percentile', () => {
  it('takes the nearest rank of a sorted list', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(10);
    expect(percentile(sorted, 95)).toBe(19);
    expect(percentile(sorted, 100)).toBe(20);
  });

  it('answers NaN for no values', () => {
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([0.035, 0.027, 0.034])).toBe(0.034);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out values that are not finite, and answers NaN when none is left', () => {
    expect(median([NaN, 3, Infinity, 1, 2])).toBe(2);
    expect(median([NaN])).toBeNaN();
  });
});
