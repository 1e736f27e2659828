import { LoginPage } from '@/components/auth/login-page';

/**
 * Rendered in place of a page when requireSession() finds no session during the render: a session the API ended
 * while its cookie still looks live, or a page drawn in answer to an action. Page loads and client-side navigations
 * without a live session get the login route instead (proxy.ts).
 */
export default function Unauthorized() {
  return <LoginPage deferred />;
}
