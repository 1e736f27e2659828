'use server';

import { logout } from '@/lib/partner/auth';
import { getSession } from '@/lib/auth/session';
import { loginAction, type LoginResult } from './login-action';
import { tokenLoginAction } from './token-login-action';
import { logFailure } from '@/lib/log/logger';

export type LinkLoginInput =
  | { kind: 'credentials'; email: string; password: string }
  | { kind: 'tokens'; access_token: string; refresh_token: string };

/**
 * A logged-in adviser chose the account of a link over their own session: the link's login runs first (same
 * origin and input checks as the login screen), and only once it succeeded is the previous session revoked.
 */
export async function linkLoginAction(input: LinkLoginInput): Promise<LoginResult> {
  const previousToken = (await getSession()).accessToken;
  const result = input?.kind === 'tokens' ? await tokenLoginAction(input) : await loginAction(input);
  if (result.ok && previousToken) {
    await logout(previousToken).catch((error) => logFailure('warn', 'connexion par lien : l’API n’a pas révoqué la session précédente', error));
  }
  return result;
}
