import type { Metadata } from 'next';
import { AuthFrame, loginBackground } from '@/components/auth/auth-frame';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { getCurrentBrand } from '@/lib/brand/current-brand';
import { env } from '@/lib/runtime/env';

export const metadata: Metadata = { robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

// GET /request-password?token=…&email=… – the link of the reset mail (/request-password/ redirects here, query kept).
export default async function RequestPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, brand] = await Promise.all([searchParams, getCurrentBrand()]);
  return (
    <AuthFrame brand={brand} background={loginBackground(brand, env.isProd)}>
      <ResetPasswordForm token={first(params.token)} email={first(params.email)} />
    </AuthFrame>
  );
}
