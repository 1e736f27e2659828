import 'server-only';
import { getUserInfos, type TokenPair } from '@/lib/partner/auth';
import { getSession } from '@/lib/auth/session';
import { accessExpiryOf, sessionProfile, sessionTokens, welcomeOf, type WelcomeProfile } from './session-data';

interface OpenOptions {
  /** login answered reset_password: true */
  weakPassword?: boolean;
  /** An account switch keeps the 10 h limit of the original login. */
  keepLoginTime?: boolean;
  /** Tokens from the query carry no expires_in: read the JWT instead. */
  expiryFromToken?: boolean;
}

/** Loads the profile with the new pair, then writes the whole session cookie. */
export async function openSession(pair: TokenPair, options: OpenOptions = {}): Promise<WelcomeProfile> {
  const profile = await getUserInfos(pair.access_token);
  const session = await getSession();
  const now = Date.now();
  const tokens = sessionTokens(pair, now);
  if (options.expiryFromToken) tokens.accessExpiresAt = accessExpiryOf(pair.access_token, now);
  const loggedInAt = options.keepLoginTime && session.loggedInAt ? session.loggedInAt : now;
  // A pair held for the second factor is released here: the cookie no longer waits for a code.
  Object.assign(session, tokens, sessionProfile(profile, options.weakPassword), { loggedInAt, secondFactor: undefined });
  await session.save();
  return welcomeOf(profile);
}
