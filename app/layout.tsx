import '@/components/theme/mantine-styles';
// Brand fonts served by the app itself (no font host in the CSP); the browser fetches a face only when a brand uses it.
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-700.css';
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
import './print.css';
import '@/components/theme/interaction.css';
import '@/components/theme/responsive-classes.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import { getImageProps } from 'next/image';
import type { ReactNode } from 'react';
import { MatomoTracker } from '@/components/analytics/matomo-tracker';
import { LoginExitProvider } from '@/components/auth/login-exit';
import { EnvironmentBanner } from '@/components/layout/environment-banner';
import { BuildWatcher } from '@/components/providers/build-watcher';
import { AppProviders } from '@/components/providers/app-providers';
import { RootIntlProvider } from '@/components/providers/root-intl-provider';
import { ViewportEnforcer } from '@/components/providers/viewport-enforcer';
import { COLOR_SCHEME_KEY, DEFAULT_COLOR_SCHEME } from '@/components/theme/color-scheme';
import { pageTitle } from '@/lib/brand/brands';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { env } from '@/lib/runtime/env';
import { getNonce } from '@/lib/http/request-context';
import { brandStylesheetHref } from '@/lib/theme/stylesheet-href';

export async function generateMetadata(): Promise<Metadata> {
  const brand = await getCurrentBrand();
  const title = pageTitle(brand.code);
  // The tab's icon is the logo at the width a tab shows, through the image optimiser: the browser fetches it with every
  // first page, and the logo itself weighs 8 kB.
  const icon = getImageProps({ src: brand.logo, alt: '', width: 32, height: 8 }).props.src;
  // A page's own title comes before the brand's, which every page keeps.
  return { title: { default: title, template: `%s · ${title}` }, icons: { icon } };
}

// Phones get the phone layout; a brand set to `smallScreens: 'desktop'` widens them to 1024 px on the client instead.
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [brand, nonce] = await Promise.all([getCurrentBrand(), getNonce()]);
  const themeHref = brandStylesheetHref(brand.code);
  return (
    <html lang="fr" {...mantineHtmlProps}>
      <head>
        {themeHref && <link rel="stylesheet" href={themeHref} />}
        <ColorSchemeScript nonce={nonce} defaultColorScheme={DEFAULT_COLOR_SCHEME} localStorageKey={COLOR_SCHEME_KEY} />
      </head>
      <body>
        <RootIntlProvider>
          <AppProviders brandStyle={{ colors: brand.colors, fonts: brand.fonts }} inlineThemeVariables={!themeHref}>
            <LoginExitProvider>{children}</LoginExitProvider>
          </AppProviders>
        </RootIntlProvider>
        {brand.smallScreens === 'desktop' && <ViewportEnforcer />}
        <BuildWatcher />
        {!env.isProd && <EnvironmentBanner name={env.APP_ENV} />}
        {env.MATOMO_URL && <MatomoTracker url={env.MATOMO_URL} siteId={brand.matomoSiteId} />}
      </body>
    </html>
  );
}
