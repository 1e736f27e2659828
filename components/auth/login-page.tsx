import { headers } from 'next/headers';
import { Suspense } from 'react';
import { loginBackground } from '@/components/auth/auth-frame';
import { CrossSiteReload } from '@/components/auth/cross-site-reload';
import { DeferredLoginScreen } from '@/components/auth/deferred-login-screen';
import { LoginScreen } from '@/components/auth/login-screen';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { env } from '@/lib/runtime/env';
import { pendingSecondFactor } from '@/lib/auth/session';

/**
 * The login screen of the brand, at the step the session's pair waits for; the URL asked for is kept. `deferred`:
 * for the fallback every page carries, the screen's code is fetched only when it shows.
 */
export async function LoginPage({ deferred = false }: { deferred?: boolean }) {
  const [brand, requestHeaders, held] = await Promise.all([getCurrentBrand(), headers(), pendingSecondFactor()]);
  const Screen = deferred ? DeferredLoginScreen : LoginScreen;
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
