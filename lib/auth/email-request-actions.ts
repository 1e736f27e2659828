'use server';

import { getTranslations } from 'next-intl/server';
import { requestActivation, requestPasswordReset } from '@/lib/partner/auth';
import { emailRequestSchema } from '@/contract/auth';
import { actionContext } from './action-context';
import type { ActionResult } from '@/lib/actions/action-result';

export type EmailRequestResult = ActionResult<void>;

async function sendLink(input: unknown, send: typeof requestActivation, success: string): Promise<EmailRequestResult> {
  const ctx = await actionContext();
  if (!ctx.sameOrigin) return ctx.refuse();
  const parsed = emailRequestSchema.safeParse(input);
  if (!parsed.success) return ctx.invalid(parsed.error);
  try {
    await send(parsed.data.email, ctx.clientIp);
    return { ok: true, data: undefined, message: success };
  } catch (error) {
    return ctx.fail(error);
  }
}

/** POST activation – "Première visite": the API answers the same for unknown emails. */
export async function activationAction(input: unknown): Promise<EmailRequestResult> {
  const t = await getTranslations('auth.activation');
  return sendLink(input, requestActivation, t('success'));
}

/** POST forgot-password – "Mot de passe oublié ?". */
export async function forgotPasswordAction(input: unknown): Promise<EmailRequestResult> {
  const t = await getTranslations('auth.forgot');
  return sendLink(input, requestPasswordReset, t('success'));
}
