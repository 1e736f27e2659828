import { Suspense } from 'react';
import { loginBackground } from '@/components/auth/auth-frame';
import { DeferredLoginScreen } from '@/components/auth/deferred-login-screen';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { env } from '@/lib/runtime/env';

/**
 * Rendered in place of a page when the partner API refuses a session whose cookie still looks live. Pages read
 * without a live session (no cookie, a pair waiting for its second factor, a cross-site landing) get the login
 * route instead (proxy.ts), so this fallback, which Next renders with every page, reads nothing more than the brand.
 */
export default async function Unauthorized() {
  const brand = await getCurrentBrand();
  return (
    <Suspense>
      <DeferredLoginScreen brand={{ code: brand.code, fullName: brand.fullName, logo: brand.logo }} background={loginBackground(brand, env.isProd)} />
    </Suspense>
  );
}
