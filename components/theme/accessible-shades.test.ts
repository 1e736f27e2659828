import { describe, expect, it } from 'vitest';
import { DARK_BODY, LIGHT_BODY, readableShade } from './accessible-shades';
import { buildPalette } from './palette';

describe('readableShade', () => {
  it('keeps the brand colour itself when it already reads on the page', () => {
    expect(readableShade(buildPalette('#1c4e80'), LIGHT_BODY)).toBe(6);
    expect(readableShade(buildPalette('#f59e38'), DARK_BODY)).toBe(6);
  });

  it('darkens a light brand colour on a white page and lightens a dark one on the dark page', () => {
    expect(readableShade(buildPalette('#f59e38'), LIGHT_BODY)).toBeGreaterThan(6);
    expect(readableShade(buildPalette('#1c4e80'), DARK_BODY)).toBeLessThan(6);
  });

  it('falls back to the most contrasted shade when none reaches AA', () => {
    expect(readableShade(buildPalette('#ffff00'), '#ffff00')).toBe(9);
  });
});
