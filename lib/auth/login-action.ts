'use server';

import { login } from '@/lib/partner/auth';
import { loginSchema } from '@/contract/auth';
import { actionContext } from './action-context';
import { openSession } from './open-session';
import { holdForSecondFactor } from './second-factor-session';
import type { ActionResult } from '@/lib/actions/action-result';
import type { SecondFactorStep } from '@/contract/second-factor';
import type { WelcomeProfile } from './session-data';

/** Logged in, or the step of the second factor the account must still pass. */
export type LoginOutcome = { welcome: WelcomeProfile } | { secondFactor: SecondFactorStep };
export type LoginResult = ActionResult<LoginOutcome>;

/**
 * POST login, then user-infos: the adviser is logged in once the session cookie is written. An account with a
 * second factor (every staff member) is held until its code is given.
 */
export async function loginAction(input: unknown): Promise<LoginResult> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return ctx.invalid(parsed.error);
  try {
    const answer = await login(parsed.data, ctx.clientIp);
    if (answer.second_factor) {
      await holdForSecondFactor(answer, answer.second_factor);
      return { ok: true, data: { secondFactor: answer.second_factor } };
    }
    const welcome = await openSession(answer, { weakPassword: answer.reset_password });
    return { ok: true, data: { welcome } };
  } catch (error) {
    return ctx.fail(error);
  }
}
