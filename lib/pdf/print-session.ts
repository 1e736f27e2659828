import 'server-only';
import { sealData } from 'iron-session';
import { sessionOptions, type AuthenticatedSession, type SessionData } from '@/lib/auth/session';

// The printing browser may read pages as the adviser but never renew the session: a refresh there would rotate
// the adviser's refresh token behind their back. Its copy holds a refresh token the API refuses.
const NO_REFRESH = 'impression-sans-renouvellement';

/** The session cookie handed to the printing browser: the adviser's session, sealed anew, unable to refresh. */
export async function printSessionCookie(session: AuthenticatedSession, secure: boolean): Promise<{ name: string; value: string }> {
  const options = sessionOptions(secure);
  const data: SessionData = {
    accessToken: session.accessToken,
    refreshToken: NO_REFRESH,
    accessExpiresAt: session.accessExpiresAt,
    loggedInAt: session.loggedInAt,
    weakPassword: session.weakPassword,
    marque: session.marque,
    directeur: session.directeur,
  };
  return { name: options.cookieName, value: await sealData(data, { password: options.password, ttl: options.ttl }) };
}
