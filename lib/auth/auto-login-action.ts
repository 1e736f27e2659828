'use server';

import { cookies, headers } from 'next/headers';
import { env } from '@/lib/runtime/env';
import { loginAction, type LoginResult } from './login-action';
import { LOGIN_ATTEMPT_MAX_AGE_SECONDS, isNewLoginAttempt, loginAttemptCookieName, loginAttemptMarker } from './login-attempt';

/** `skipped`: the pair was already tried within the hour, so no call was made (status 0). */
export type AutoLoginResult = LoginResult | { ok: false; skipped: true; status: 0; fieldErrors: Record<string, never> };

/**
 * Login with the email and password handed over in the query by the sister app (SPEC §4 Login 7). The pair is
 * tried once an hour at most: the last attempt is marked in a cookie, so a failing pair never loops.
 */
export async function autoLoginAction(input: { email: string; password: string }): Promise<AutoLoginResult> {
  const jar = await cookies();
  const name = loginAttemptCookieName(env.isProd);
  const email = String(input?.email ?? '');
  const password = String(input?.password ?? '');
  if (!isNewLoginAttempt(jar.get(name)?.value, email, password, env.SESSION_SECRET)) {
    return { ok: false, skipped: true, status: 0, fieldErrors: {} };
  }
  const result = await loginAction({ email, password });
  const https = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  jar.set(name, loginAttemptMarker(email, password, env.SESSION_SECRET), {
    httpOnly: true,
    secure: env.isProd || https,
    sameSite: 'strict',
    path: '/',
    maxAge: LOGIN_ATTEMPT_MAX_AGE_SECONDS,
  });
  return result;
}
