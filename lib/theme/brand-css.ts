import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, type ConvertCSSVariablesInput } from '@mantine/core';
import { brandCssVariablesResolver, brandLook, type BrandStyle } from './brand-theme.ts';

type Scheme = keyof ConvertCSSVariablesInput;
type Variables = Record<string, string>;
// Mantine's own stylesheet already holds these values.
const MANTINE_DEFAULTS = defaultCssVariablesResolver(DEFAULT_THEME);

/**
 * A brand's CSS variables, as MantineProvider would write them inline in every page: the variables of the brand's
 * look and of brandCssVariablesResolver that differ from Mantine's stylesheet. Served once per brand as a cached
 * stylesheet (scripts/app-server.mjs) instead.
 */
export function brandCss(style: BrandStyle): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, brandLook(style));
  const mantine = defaultCssVariablesResolver(theme);
  const brand = brandCssVariablesResolver(theme);
  const changed = (scheme: Scheme): Variables => {
    const defaults: Variables = MANTINE_DEFAULTS[scheme];
    return Object.fromEntries(Object.entries({ ...mantine[scheme], ...brand[scheme] }).filter(([name, value]) => defaults[name] !== value));
  };
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
}
