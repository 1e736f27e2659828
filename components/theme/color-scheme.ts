import type { MantineColorScheme } from '@mantine/core';

/** Local storage key of the adviser's colour mode; ColorSchemeScript and the manager must share it. */
export const COLOR_SCHEME_KEY = 'ep-color-scheme';
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';

/** The adviser's three choices; Mantine calls "system" `auto`. */
export type ColorMode = 'light' | 'dark' | 'system';

export function toMantineScheme(mode: ColorMode): MantineColorScheme {
  return mode === 'system' ? 'auto' : mode;
}

export function toColorMode(scheme: MantineColorScheme): ColorMode {
  return scheme === 'auto' ? 'system' : scheme;
}

/** A page may force light or dark, never system (SPEC §4): that request is refused with a warning. */
export function forcedSchemeFor(requested: ColorMode | null | undefined): 'light' | 'dark' | undefined {
  if (requested === 'system') {
    console.warn('Le mode « système » ne peut pas être forcé par une page ; la préférence reste inchangée.');
    return undefined;
  }
  return requested ?? undefined;
}
