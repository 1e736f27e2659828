import { redirect } from 'next/navigation';
import { LoginPage } from '@/components/auth/login-page';
import { LoginScreen } from '@/components/auth/login-screen';
import { BACK_OFFICE_HOME } from '@/lib/auth/login-destination';
import { LOGIN_PATH } from '@/lib/auth/login-route';
import { readSession } from '@/lib/auth/session';
import { getRequestPath } from '@/lib/http/request-context';

/**
 * The login screen as a page of its own: the proxy shows it in place of any page read without a live session (URL
 * kept), so it is rendered on the server and answered 200. Opened at its own address while logged in, it leads to
 * the account's home; in place of another page, a login that has just succeeded leaves the screen as it is, since
 * the welcome takes over from there.
 */
export default async function LoginRoute() {
  const [session, asked] = await Promise.all([readSession(), getRequestPath()]);
  if (session && asked === LOGIN_PATH) redirect(session.staff ? BACK_OFFICE_HOME : '/');
  return <LoginPage Screen={LoginScreen} />;
}
