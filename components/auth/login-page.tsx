import { headers } from 'next/headers';
import { Suspense, type ComponentProps, type ComponentType } from 'react';
import { loginBackground } from '@/components/auth/auth-frame';
import { CrossSiteReload } from '@/components/auth/cross-site-reload';
import type { LoginScreen } from '@/components/auth/login-screen';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { env } from '@/lib/runtime/env';
import { pendingSecondFactor } from '@/lib/auth/session';

/**
 * The login screen of the brand, at the step the session's pair waits for; the URL asked for is kept. The caller
 * names the screen: the login route's own, or the deferred one of the fallback every page carries. This module
 * imports neither, since every client component a page's tree names brings its route's whole chunk group: the
 * fallback naming the screen here would make every page download the login forms.
 */
export async function LoginPage({ Screen }: { Screen: ComponentType<ComponentProps<typeof LoginScreen>> }) {
  const [brand, requestHeaders, held] = await Promise.all([getCurrentBrand(), headers(), pendingSecondFactor()]);
  const screen = (
    <Suspense>
      <Screen
        brand={{ code: brand.code, fullName: brand.fullName, logo: brand.logo }}
        background={loginBackground(brand, env.isProd)}
        secondFactor={held?.step}
      />
    </Suspense>
  );
  if (requestHeaders.get('sec-fetch-site') === 'cross-site') return <CrossSiteReload>{screen}</CrossSiteReload>;
  return screen;
}
