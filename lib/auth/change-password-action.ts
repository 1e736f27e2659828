'use server';

import { getTranslations } from 'next-intl/server';
import { changePassword } from '@/lib/partner/auth';
import { getSession, isLive } from '@/lib/auth/session';
import { changePasswordSchema } from '@/contract/auth';
import { actionContext } from './action-context';
import type { ActionResult } from '@/lib/actions/action-result';
import { sessionTokens } from './session-data';

/** PUT password – older sessions are revoked by the API, so the new pair replaces ours at once. */
export async function changePasswordAction(input: unknown): Promise<ActionResult<void>> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return ctx.invalid(parsed.error);
  const session = await getSession();
  if (!isLive(session)) return ctx.expired();
  try {
    const answer = await changePassword(session.accessToken, parsed.data, ctx.clientIp);
    Object.assign(session, sessionTokens(answer, Date.now()), { weakPassword: false });
    await session.save();
    return { ok: true, data: undefined, message: (await getTranslations('success'))('passwordChange') };
  } catch (error) {
    return ctx.fail(error, 'passwordChange');
  }
}
