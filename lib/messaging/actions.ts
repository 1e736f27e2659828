'use server';

import { listContacts, type BrandContact } from '@/lib/partner/contacts';
import { createThread, replyToThread, type ThreadDetail } from '@/lib/partner/messages';
import type { ActionResult } from '@/lib/action-result';
import { checkedAction, checkedActionOnId } from '@/lib/checked-action';
import { partnerAction } from '@/lib/partner-action';
import { replyInputSchema, threadInputSchema } from '@/contract/messaging';

/** POST messages/threads/{id} */
export async function replyAction(id: number, input: unknown): Promise<ActionResult<{ data: ThreadDetail }>> {
  return checkedActionOnId(id, replyInputSchema, input, (token, body) => replyToThread(token, id, body), 'conversation');
}

/** POST messages/threads */
export async function composeAction(input: unknown): Promise<ActionResult<{ data: ThreadDetail }>> {
  return checkedAction(threadInputSchema, input, (token, body) => createThread(token, body));
}

/** GET contact-us – the contact panel. */
export async function listContactsAction(): Promise<ActionResult<BrandContact[]>> {
  return partnerAction(async (token) => (await listContacts(token)).data);
}
