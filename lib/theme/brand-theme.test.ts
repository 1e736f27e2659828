import { DEFAULT_THEME, darken, getContrastColor, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/lib/brand/brands';
import { AA_TEXT, SURFACES } from './accessible-shades';
import { brandCssVariablesResolver, brandTheme } from './brand-theme';
import { contrastRatio } from './palette';

const SCHEMES = ['light', 'dark'] as const;
/** Colours the screens fill badges and buttons with, besides the brand's. */
const STATUS_COLORS = ['blue', 'green', 'red', 'orange', 'yellow', 'gray', 'teal', 'grape'];

function themeOf(brand: (typeof BRANDS)[keyof typeof BRANDS]) {
  const theme = mergeMantineTheme(DEFAULT_THEME, brandTheme(brand, { close: 'Fermer' })) as MantineTheme;
  const variables = brandCssVariablesResolver(theme);
  /** A colour value as the browser ends up with it: theme variables replaced by the theme's colours. */
  const resolve = (value: string): string => {
    const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
    if (shade) return theme.colors[shade[1]][Number(shade[2])];
    if (value === 'var(--mantine-color-white)') return theme.white;
    if (value === 'var(--mantine-color-black)') return theme.black;
    return value;
  };
  const variable = (scheme: 'light' | 'dark', name: `--${string}`) => resolve(variables[scheme][name]);
  return { theme, resolve, variable };
}

describe.each(Object.values(BRANDS))('$code theme', (brand) => {
  const { theme, resolve, variable } = themeOf(brand);
  const brandShade = (index: number) => theme.colors.brand[index];

  it('has a ten-shade brand palette, lightest first', () => {
    expect(theme.colors.brand).toHaveLength(10);
    expect(new Set(theme.colors.brand).size).toBe(10);
  });

  it.each(SCHEMES)('reads brand text, links and focus outlines on every %s surface at AA', (scheme) => {
    for (const name of ['--mantine-color-brand-text', '--mantine-color-anchor', '--mantine-color-brand-outline'] as const) {
      for (const surface of SURFACES[scheme]) {
        expect(contrastRatio(variable(scheme, name), surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it('reads the page text on the light page at AA', () => {
    for (const surface of SURFACES.light) {
      expect(contrastRatio(variable('light', '--mantine-color-text'), surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(SCHEMES)('reads text on filled brand and status colours at AA in %s mode', (scheme) => {
    for (const color of ['brand', ...STATUS_COLORS]) {
      const fill = theme.colors[color][6];
      const text = resolve(getContrastColor({ color: fill, theme, colorScheme: scheme }));
      expect(contrastRatio(fill, text), `${color} filled`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  // Mantine's "light" variant: shade 9 on shade 1 in light mode, shade 0 on a darkened shade 9 in dark mode.
  it.each(SCHEMES)('reads light-variant brand badges and buttons at AA in %s mode', (scheme) => {
    const [text, background] = scheme === 'light' ? [brandShade(9), brandShade(1)] : [brandShade(0), darken(brandShade(9), 0.5)];
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('dialog headers', () => {
  it('are plain blocks, so a modal or a drawer adds no second banner landmark to the page', () => {
    const { theme } = themeOf(BRANDS.lrp);
    expect(theme.components.ModalHeader?.defaultProps).toEqual({ component: 'div' });
    expect(theme.components.DrawerHeader?.defaultProps).toEqual({ component: 'div' });
  });
});
