'use server';

import { listContacts, type BrandContact } from '@/lib/partner/contacts';
import { createThread, replyToThread, type ThreadDetail } from '@/lib/partner/messages';
import { idSchema } from '@/contract/ids';
import type { ActionResult } from '@/lib/action-result';
import { invalidInput, invalidRequest, partnerAction } from '@/lib/partner-action';
import { fieldErrorsOf } from '@/contract/field-errors';
import { replyInputSchema, threadInputSchema } from '@/contract/messaging';


/** POST messages/threads/{id} */
export async function replyAction(id: number, input: unknown): Promise<ActionResult<{ data: ThreadDetail }>> {
  if (!idSchema.safeParse(id).success) return invalidRequest('conversation');
  const parsed = replyInputSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => replyToThread(token, id, parsed.data), { mutation: true });
}

/** POST messages/threads */
export async function composeAction(input: unknown): Promise<ActionResult<{ data: ThreadDetail }>> {
  const parsed = threadInputSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => createThread(token, parsed.data), { mutation: true });
}

/** GET contact-us – the contact panel. */
export async function listContactsAction(): Promise<ActionResult<BrandContact[]>> {
  return partnerAction(async (token) => (await listContacts(token)).data);
}
