'use server';

import { getTranslations } from 'next-intl/server';
import { resetPassword } from '@/lib/partner/auth';
import { resetPasswordSchema } from '@/contract/auth';
import { actionContext } from './action-context';
import type { ActionResult } from '@/lib/actions/action-result';

/** POST reset-password – the emailed token sets a new password. */
export async function resetPasswordAction(input: unknown): Promise<ActionResult<void>> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return ctx.invalid(parsed.error);
  try {
    await resetPassword(parsed.data, ctx.clientIp);
    return { ok: true, data: undefined, message: (await getTranslations('auth.reset'))('success') };
  } catch (error) {
    return ctx.fail(error);
  }
}
