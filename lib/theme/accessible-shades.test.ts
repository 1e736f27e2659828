import { describe, expect, it } from 'vitest';
import { readableShade, SURFACES } from './accessible-shades';
import { buildPalette } from './palette';

describe('readableShade', () => {
  it('keeps the brand colour itself when it already reads on the page', () => {
    expect(readableShade(buildPalette('#1c4e80'), SURFACES.light)).toBe(6);
    expect(readableShade(buildPalette('#f59e38'), SURFACES.dark)).toBe(6);
  });

  it('darkens a light brand colour on a white page and lightens a dark one on the dark page', () => {
    expect(readableShade(buildPalette('#f59e38'), SURFACES.light)).toBeGreaterThan(6);
    expect(readableShade(buildPalette('#1c4e80'), SURFACES.dark)).toBeLessThan(6);
  });

  it('falls back to the most contrasted shade when none reaches AA', () => {
    expect(readableShade(buildPalette('#ffff00'), ['#ffff00'])).toBe(9);
  });
});
