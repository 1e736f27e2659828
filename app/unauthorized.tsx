import { LoginPage } from '@/components/auth/login-page';

/**
 * Rendered in place of a page when the partner API refuses a session whose cookie still looks live. Pages read
 * without a live session get the login route instead (proxy.ts).
 */
export default function Unauthorized() {
  return <LoginPage />;
}
