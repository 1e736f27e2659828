'use server';

import { switchAccount, type PartnerAccount } from '@/lib/partner/auth';
import { readSession } from '@/lib/auth/session';
import { switchAccountSchema } from '@/contract/auth';
import { actionContext } from './action-context';
import { openSession } from './open-session';
import { holdForSecondFactor } from './second-factor-session';
import type { ActionResult } from '@/lib/actions/action-result';

export type AccountSummary = Pick<PartnerAccount, 'id' | 'email' | 'label' | 'marque' | 'current'>;

/** POST users/switch-account – the new pair and profile replace the session; the page then reloads. */
export async function switchAccountAction(input: unknown): Promise<ActionResult<void>> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = switchAccountSchema.safeParse(input);
  if (!parsed.success) return ctx.refuse();
  const session = await readSession();
  if (!session) return ctx.expired();
  try {
    const pair = await switchAccount(session.accessToken, parsed.data.id);
    // An account with its own second factor opens after its code, asked by the login screen the reload shows.
    if (pair.second_factor) await holdForSecondFactor(pair, pair.second_factor);
    else await openSession(pair, { keepLoginTime: true });
    return { ok: true, data: undefined };
  } catch (error) {
    return ctx.fail(error);
  }
}
