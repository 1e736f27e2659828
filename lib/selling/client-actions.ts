'use server';

import { z } from 'zod';
import { clientReservations, createClient, denounceClient, getClient, type Client } from '@/lib/partner/clients';
import type { Option } from '@/lib/partner/options';
import { fieldErrorsOf } from '@/lib/validation/auth';
import { clientSchema } from '@/lib/validation/selling';
import { invalidInput, runPartner, type SellingResult } from '@/lib/partner-action';

const idSchema = z.number().int().positive().max(2_147_483_647);

/** POST clients */
export async function createClientAction(input: unknown): Promise<SellingResult<{ message: string; data: Client }>> {
  const parsed = clientSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return runPartner((token) => createClient(token, parsed.data), { mutation: true });
}

/** POST client/{id}/denonce – with the fields completed in the form (birth date, email…) */
export async function denounceClientAction(id: number, fields: unknown = {}): Promise<SellingResult<{ message: string; data: Client }>> {
  if (!idSchema.safeParse(id).success) return invalidInput({ _: 'Client invalide' });
  const parsed = clientSchema.partial().safeParse(fields);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return runPartner((token) => denounceClient(token, id, parsed.data), { mutation: true });
}

/** GET clients/{id} + GET client/{id}/reservation – the client panel */
export async function clientPanelAction(id: number): Promise<SellingResult<{ client: Client; reservations: Option[] }>> {
  if (!idSchema.safeParse(id).success) return invalidInput({ _: 'Client invalide' });
  return runPartner(async (token) => {
    const [client, reservations] = await Promise.all([getClient(token, id), clientReservations(token, id)]);
    return { client: client.data, reservations: reservations.data };
  });
}
