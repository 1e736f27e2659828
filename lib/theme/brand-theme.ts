import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from '@/lib/brand/brands';
import { brandTextShades } from './accessible-shades.ts';
import { buildPalette } from './palette.ts';

/** What the browser needs of a brand to theme the interface (serialisable from server to client). */
export type BrandStyle = Pick<Brand, 'colors' | 'fonts'>;

const TOUCH_TARGET = 'touch-target';
/** Phone floors (interaction.css): 12 px text, and 24 × 24 px for links, text buttons and choices on a line of their own. */
const PHONE_TEXT = 'phone-text';
const PHONE_TARGET = 'phone-target';

const SYSTEM_FONTS = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

// SPEC §9 breakpoints (960, 1280, 1920, 2560 px), repeated in postcss.config.mjs. `sm` ends the phone layout: at
// 769 px, so that every screen of 768 px or less (SPEC §2's small screens, a tablet held upright) gets it.
export const BREAKPOINTS = {
  xs: '0em',
  sm: '48.0625em',
  md: '60em',
  lg: '80em',
  xl: '120em',
  xxl: '160em',
};

/** Accessible names Mantine's built-in close buttons would otherwise lack. */
export interface ThemeLabels {
  close: string;
}

/**
 * The brand's look: colours, fonts, shapes. All the CSS variables of a brand come from it (lib/theme/brand-css.ts
 * writes them as a stylesheet); `brandTheme` adds the components' defaults.
 */
/** Dense tables: advisers scan many rows between meetings (Mantine's Table and components/ui/table.tsx). */
export const TABLE_DEFAULTS = { verticalSpacing: 'xs', highlightOnHover: true } as const;

export function brandLook(brand: BrandStyle): MantineThemeOverride {
  return {
    primaryColor: 'brand',
    colors: { brand: buildPalette(brand.colors.primary) },
    // The brand colour itself fills buttons in both schemes; autoContrast then picks black or white text on it.
    // Black stays pure black so that choice holds on every filled colour; the brand's own text colour is the
    // page's text (brandCssVariablesResolver).
    primaryShade: { light: 6, dark: 6 },
    autoContrast: true,
    luminanceThreshold: 0.179,
    black: '#000000',
    other: { textColor: brand.colors.text ?? '#000000' },
    fontFamily: brand.fonts?.body ?? SYSTEM_FONTS,
    headings: { fontFamily: brand.fonts?.headings ?? SYSTEM_FONTS },
    breakpoints: BREAKPOINTS,
    defaultRadius: 'sm',
  };
}

export function brandTheme(brand: BrandStyle, labels: ThemeLabels): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': labels.close };
  return createTheme({
    ...brandLook(brand),
    components: {
      // `touch-target` (interaction.css): 44 px on touch screens; Mantine's own class names are not rendered.
      Button: { defaultProps: { size: 'sm' }, classNames: { root: TOUCH_TARGET } },
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      // Mantine draws their headers as <header>: a second banner landmark over every page they cover.
      ModalHeader: { defaultProps: { component: 'div' } },
      DrawerHeader: { defaultProps: { component: 'div' } },
      Notification: { defaultProps: { closeButtonProps } },
      ActionIcon: { defaultProps: { size: 'lg' }, classNames: { root: TOUCH_TARGET } },
      Anchor: { classNames: { root: PHONE_TARGET } },
      UnstyledButton: { classNames: { root: PHONE_TARGET } },
      CloseButton: { classNames: { root: PHONE_TARGET } },
      Indicator: { classNames: { indicator: PHONE_TEXT } },
      Radio: { classNames: { label: PHONE_TARGET } },
      Checkbox: { classNames: { label: PHONE_TARGET } },
      Avatar: { classNames: { placeholder: PHONE_TEXT } },
      Tabs: { classNames: { tab: TOUCH_TARGET } },
      Pagination: { classNames: { control: TOUCH_TARGET } },
      Burger: { classNames: { root: TOUCH_TARGET } },
      TextInput: { defaultProps: { size: 'sm' } },
      PasswordInput: { defaultProps: { size: 'sm' } },
      // A state must read in full: badges never shrink below their text (Mantine ends them with an ellipsis).
      Badge: {
        styles: { root: { minWidth: 'max-content', overflow: 'visible' }, label: { overflow: 'visible' } },
        // Named for the visual suite, which checks that no state is cut.
        classNames: { root: PHONE_TEXT, label: 'badge-label' },
      },
      Table: { defaultProps: TABLE_DEFAULTS },
    },
  });
}

/**
 * Brand colours are mid-tones, often too light for text on a white page and sometimes too dark on the dark one:
 * links, brand-coloured text and outlines take the shade nearest the brand colour that reaches AA on each
 * scheme's page (lib/theme/accessible-shades.ts). Mantine's dimmed greys are below AA in both modes: one
 * step stronger here.
 */
export const brandCssVariablesResolver: CSSVariablesResolver = (theme) => {
  const shades = brandTextShades(theme.colors.brand);
  const textIn = (scheme: 'light' | 'dark') => ({
    '--mantine-color-anchor': `var(--mantine-color-brand-${shades[scheme]})`,
    '--mantine-color-brand-text': `var(--mantine-color-brand-${shades[scheme]})`,
    '--mantine-color-brand-outline': `var(--mantine-color-brand-${shades[scheme]})`,
  });
  return {
    variables: {},
    light: { ...textIn('light'), '--mantine-color-text': theme.other.textColor, '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
    dark: { ...textIn('dark'), '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
  };
};
