'use server';

import { createClient, denounceClient, type Client } from '@/lib/partner/clients';
import { clientInputSchema } from '@/contract/clients';
import type { ActionResult } from '@/lib/actions/action-result';
import { checkedAction, checkedActionOnId } from '@/lib/actions/checked-action';
import { refreshingPage } from '@/lib/actions/refreshing-page';

/** POST clients */
export async function createClientAction(input: unknown): Promise<ActionResult<{ message: string; data: Client }>> {
  return checkedAction(clientInputSchema, input, createClient);
}

/** POST client/{id}/denonce – with the fields completed in the form (birth date, email…) */
export async function denounceClientAction(id: number, fields: unknown = {}): Promise<ActionResult<{ message: string; data: Client }>> {
  return refreshingPage(checkedActionOnId(id, clientInputSchema.partial(), fields, (token, body) => denounceClient(token, id, body), 'client'));
}

