import { redirect } from 'next/navigation';
import { LoginPage } from '@/components/auth/login-page';
import { BACK_OFFICE_HOME } from '@/lib/auth/login-destination';
import { readSession } from '@/lib/auth/session';

/**
 * The login screen as a page of its own: the proxy shows it in place of any page loaded without a live session
 * (URL kept), so it is rendered on the server and answered 200. Logged in, it leads to the account's home.
 */
export default async function LoginRoute() {
  const session = await readSession();
  if (session) redirect(session.staff ? BACK_OFFICE_HOME : '/');
  return <LoginPage />;
}
