'use server';

import { clientReservations, createClient, denounceClient, getClient, type Client } from '@/lib/partner/clients';
import type { Option } from '@/lib/partner/options';
import { clientInputSchema } from '@/contract/clients';
import { idSchema } from '@/contract/ids';
import type { ActionResult } from '@/lib/action-result';
import { checkedAction, checkedActionOnId } from '@/lib/checked-action';
import { invalidRequest, partnerAction } from '@/lib/partner-action';

/** POST clients */
export async function createClientAction(input: unknown): Promise<ActionResult<{ message: string; data: Client }>> {
  return checkedAction(clientInputSchema, input, createClient);
}

/** POST client/{id}/denonce – with the fields completed in the form (birth date, email…) */
export async function denounceClientAction(id: number, fields: unknown = {}): Promise<ActionResult<{ message: string; data: Client }>> {
  return checkedActionOnId(id, clientInputSchema.partial(), fields, (token, body) => denounceClient(token, id, body), 'client');
}

/** GET clients/{id} + GET client/{id}/reservation – the client panel */
export async function clientPanelAction(id: number): Promise<ActionResult<{ client: Client; reservations: Option[] }>> {
  if (!idSchema.safeParse(id).success) return invalidRequest('client');
  return partnerAction(async (token) => {
    const [client, reservations] = await Promise.all([getClient(token, id), clientReservations(token, id)]);
    return { client: client.data, reservations: reservations.data };
  });
}
