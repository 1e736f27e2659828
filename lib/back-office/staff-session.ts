import 'server-only';
import { notFound } from 'next/navigation';
import { requireSession, type AuthenticatedSession } from '@/lib/auth/session';

/** The back office's session: the login screen when logged out, a 404 for an adviser (the API says the same). */
export async function requireStaffSession(): Promise<AuthenticatedSession> {
  const session = await requireSession();
  if (!session.staff) notFound();
  return session;
}
