'use server';

import { forgetSession } from '@/lib/cache/session-cache';
import { logout } from '@/lib/partner/auth';
import { getSession } from '@/lib/auth/session';
import { actionContext } from './action-context';
import type { ActionResult } from '@/lib/actions/action-result';
import { logFailure } from '@/lib/log/logger';

/** POST logout revokes the session at the API; the cookie goes whatever the API answered. */
export async function logoutAction(): Promise<ActionResult<void>> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const session = await getSession();
  if (session.accessToken) {
    forgetSession(session.accessToken);
    try {
      await logout(session.accessToken);
    } catch (error) {
      logFailure('warn', 'déconnexion : l’API n’a pas révoqué la session', error);
    }
  }
  session.destroy();
  return { ok: true, data: undefined };
}
