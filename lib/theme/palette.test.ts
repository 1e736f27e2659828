import { describe, expect, it } from 'vitest';
import { buildPalette, contrastRatio, parseColor, relativeLuminance } from './palette';

describe('parseColor', () => {
  it('reads hex and rgb() notations', () => {
    expect(parseColor('#f59e38')).toEqual({ r: 245, g: 158, b: 56 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('rgb(0,167,171)')).toEqual({ r: 0, g: 167, b: 171 });
    expect(parseColor(' RGB(0, 167, 171) ')).toEqual({ r: 0, g: 167, b: 171 });
  });

  it('refuses what it cannot read', () => {
    expect(() => parseColor('teal')).toThrow();
    expect(() => parseColor('rgb(300,0,0)')).toThrow();
    expect(() => parseColor('#12345')).toThrow();
  });
});

describe('buildPalette', () => {
  it('builds ten shades with the brand colour at index 6', () => {
    const palette = buildPalette('rgb(0,167,171)');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#00a7ab');
    for (const shade of palette) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('goes from lightest to darkest', () => {
    const luminances = buildPalette('#f59e38').map(relativeLuminance);
    for (let i = 1; i < luminances.length; i++) expect(luminances[i]).toBeLessThan(luminances[i - 1]);
  });

});

describe('contrastRatio', () => {
  it('matches the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
