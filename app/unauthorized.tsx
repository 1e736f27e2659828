import { DeferredLoginScreen } from '@/components/auth/deferred-login-screen';
import { LoginPage } from '@/components/auth/login-page';

/**
 * Rendered in place of a page when requireSession() finds no session during the render: a session the API ended
 * while its cookie still looks live. Pages read without a live session, and the login screen's actions, get the
 * login route instead (proxy.ts).
 */
export default function Unauthorized() {
  return <LoginPage Screen={DeferredLoginScreen} />;
}
