'use server';

import { z } from 'zod';
import { listContacts, type BrandContact } from '@/lib/partner/contacts';
import { createThread, replyToThread, type ThreadDetail } from '@/lib/partner/messages';
import { invalidInput, runPartner, type SellingResult } from '@/lib/partner-action';
import { fieldErrorsOf } from '@/lib/validation/auth';
import { replySchema, threadSchema } from '@/lib/validation/messaging';

const idSchema = z.number().int().positive().max(2_147_483_647);

/** POST messages/threads/{id} */
export async function replyAction(id: number, input: unknown): Promise<SellingResult<{ data: ThreadDetail }>> {
  if (!idSchema.safeParse(id).success) return invalidInput({ _: 'Conversation invalide' });
  const parsed = replySchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return runPartner((token) => replyToThread(token, id, parsed.data), { mutation: true });
}

/** POST messages/threads */
export async function composeAction(input: unknown): Promise<SellingResult<{ data: ThreadDetail }>> {
  const parsed = threadSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return runPartner((token) => createThread(token, parsed.data), { mutation: true });
}

/** GET contact-us – the contact panel. */
export async function listContactsAction(): Promise<SellingResult<BrandContact[]>> {
  return runPartner(async (token) => (await listContacts(token)).data);
}
