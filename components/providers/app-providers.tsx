'use client';

import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { NoticesOutlet } from '@/components/notices/notices-outlet';
import { brandCssVariablesResolver, brandTheme, type BrandStyle } from '@/lib/theme/brand-theme';
import { COLOR_SCHEME_KEY, DEFAULT_COLOR_SCHEME } from '@/components/theme/color-scheme';
import { ForcedColorSchemeProvider } from '@/components/theme/forced-color-scheme';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

interface AppProvidersProps {
  brandStyle: BrandStyle;
  /** False when the page links the brand's theme stylesheet (lib/theme/stylesheet-href.ts). */
  inlineThemeVariables: boolean;
  children: ReactNode;
}

/** Everything client-side the whole app needs: brand theme, colour mode and notices. */
export function AppProviders({ brandStyle, inlineThemeVariables, children }: AppProvidersProps) {
  const closeLabel = useTranslations('shell')('close');
  const theme = useMemo(() => brandTheme(brandStyle, { close: closeLabel }), [brandStyle, closeLabel]);

  return (
    <ForcedColorSchemeProvider>
      {(forced) => (
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme={DEFAULT_COLOR_SCHEME}
          forceColorScheme={forced}
          cssVariablesResolver={brandCssVariablesResolver}
          withCssVariables={inlineThemeVariables}
          // No `mantine-Button-root`-style classes on every element: nothing styles or finds them, and they weigh on every page.
          withStaticClasses={false}
          // Written once in components/theme/responsive-classes.css instead of a <style> in every page.
          withGlobalClasses={false}
        >
          <NoticesOutlet />
          {children}
        </MantineProvider>
      )}
    </ForcedColorSchemeProvider>
  );
}
