import { LoginPage } from '@/components/auth/login-page';

/**
 * Rendered in place of a page when requireSession() finds no session during the render: a session the API ended
 * meanwhile, or a client-side navigation. Page loads without a live session get the login route instead (proxy.ts).
 */
export default function Unauthorized() {
  return <LoginPage />;
}
