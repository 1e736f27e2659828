'use server';

import { tokenLoginSchema } from '@/contract/auth';
import { actionContext } from './action-context';
import { openSession } from './open-session';
import type { LoginResult } from './login-action';

/** Login with the access_token and refresh_token handed over in the query (SPEC §2 Login screen). */
export async function tokenLoginAction(input: unknown): Promise<LoginResult> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = tokenLoginSchema.safeParse(input);
  if (!parsed.success) return ctx.refuse();
  try {
    const pair = { ...parsed.data, expires_in: 0 };
    const welcome = await openSession(pair, { expiryFromToken: true });
    return { ok: true, data: { welcome } };
  } catch (error) {
    return ctx.fail(error);
  }
}
