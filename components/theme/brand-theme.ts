import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from '@/lib/brands';
import { buildPalette } from './palette';

/** What the browser needs of a brand to theme the interface (serialisable from server to client). */
export type BrandStyle = Pick<Brand, 'colors' | 'fonts'>;

const SYSTEM_FONTS = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

// SPEC §9 breakpoints (600, 960, 1280, 1920, 2560 px), repeated in postcss.config.mjs.
export const BREAKPOINTS = {
  xs: '0em',
  sm: '37.5em',
  md: '60em',
  lg: '80em',
  xl: '120em',
  xxl: '160em',
};

/** Accessible names Mantine's built-in close buttons would otherwise lack. */
export interface ThemeLabels {
  close: string;
}

export function brandTheme(brand: BrandStyle, labels: ThemeLabels): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': labels.close };
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: buildPalette(brand.colors.primary) },
    // The brand colour itself fills buttons in both schemes; autoContrast then picks dark or light text on it.
    primaryShade: { light: 6, dark: 6 },
    autoContrast: true,
    luminanceThreshold: 0.179,
    black: brand.colors.text ?? '#000000',
    fontFamily: brand.fonts?.body ?? SYSTEM_FONTS,
    headings: { fontFamily: brand.fonts?.headings ?? SYSTEM_FONTS },
    breakpoints: BREAKPOINTS,
    defaultRadius: 'sm',
    components: {
      Button: { defaultProps: { size: 'sm' } },
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
      ActionIcon: { defaultProps: { size: 'lg' } },
      TextInput: { defaultProps: { size: 'sm' } },
      PasswordInput: { defaultProps: { size: 'sm' } },
      // Mantine's menu section labels are light grey, below AA.
      Menu: { styles: { label: { color: 'var(--mantine-color-dimmed)' } } },
    },
  });
}

/**
 * Brand colours are mid-tones, too light for text on a white page: in light mode links, coloured text and
 * outlines use the darkest shade. Mantine's dimmed greys are below AA in both modes: one step stronger here.
 */
export const brandCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-brand-9)',
    '--mantine-color-brand-text': 'var(--mantine-color-brand-9)',
    '--mantine-color-brand-outline': 'var(--mantine-color-brand-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});
