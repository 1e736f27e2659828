'use server';

import { login } from '@/lib/partner/auth';
import { loginSchema } from '@/contract/auth';
import { actionContext } from './action-context';
import { openSession } from './open-session';
import type { ActionResult } from '@/lib/action-result';
import type { WelcomeProfile } from './session-data';

export type LoginResult = ActionResult<WelcomeProfile>;

/** POST login, then user-infos: the adviser is logged in once the session cookie is written. */
export async function loginAction(input: unknown): Promise<LoginResult> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return ctx.invalid(parsed.error);
  try {
    const answer = await login(parsed.data, ctx.clientIp);
    const welcome = await openSession(answer, { weakPassword: answer.reset_password });
    return { ok: true, data: welcome };
  } catch (error) {
    return ctx.fail(error);
  }
}
