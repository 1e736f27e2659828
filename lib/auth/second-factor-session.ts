import 'server-only';
import type { SecondFactorStep } from '@/contract/second-factor';
import type { LoginAnswer } from '@/lib/partner/auth';
import { getSession } from '@/lib/auth/session';
import { openSession } from './open-session';
import { sessionTokens, type WelcomeProfile } from './session-data';

/**
 * A login whose pair still waits for the second factor: the cookie keeps the pair (the proxy refreshes it) and
 * nothing else, so no page opens and no profile is read until the code is given.
 */
export async function holdForSecondFactor(answer: LoginAnswer, step: SecondFactorStep): Promise<void> {
  const session = await getSession();
  const now = Date.now();
  Object.assign(session, sessionTokens(answer, now), {
    loggedInAt: now,
    secondFactor: step,
    weakPassword: answer.reset_password,
    marque: undefined,
    directeur: undefined,
    staff: undefined,
  });
  await session.save();
}

/** The code was accepted: the held pair becomes the session, with its profile, as a login without second factor. */
export async function releaseSecondFactor(): Promise<WelcomeProfile> {
  const session = await getSession();
  const { accessToken = '', refreshToken = '', accessExpiresAt = 0, weakPassword } = session;
  const pair = { access_token: accessToken, refresh_token: refreshToken, expires_in: Math.max(0, Math.floor((accessExpiresAt - Date.now()) / 1000)) };
  return openSession(pair, { weakPassword, keepLoginTime: true });
}
