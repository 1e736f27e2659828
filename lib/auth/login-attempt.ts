import { createHmac, timingSafeEqual } from 'node:crypto';

/** SPEC §9: the cookie marking the last automatic login attempt lasts one hour. */
export const LOGIN_ATTEMPT_MAX_AGE_SECONDS = 60 * 60;

export function loginAttemptCookieName(isProd: boolean): string {
  return isProd ? '__Host-ep_login_attempt' : 'ep_login_attempt';
}

/** A keyed digest of the pair: the cookie never holds the password, nor anything usable offline. */
export function loginAttemptMarker(email: string, password: string, secret: string): string {
  return createHmac('sha256', secret).update(`${email.trim().toLowerCase()}\n${password}`).digest('base64url');
}

/** SPEC §4 Login 7: only a pair that differs from the last attempt is tried, so a failing pair never loops. */
export function isNewLoginAttempt(cookie: string | undefined, email: string, password: string, secret: string): boolean {
  if (!cookie) return true;
  const expected = Buffer.from(loginAttemptMarker(email, password, secret));
  const actual = Buffer.from(cookie);
  return expected.length !== actual.length || !timingSafeEqual(expected, actual);
}
