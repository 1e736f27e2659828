'use server';

import { z } from 'zod';
import { listClients, type Client } from '@/lib/partner/clients';
import {
  addOptionneur,
  extendOption,
  listOptionneurs,
  listOptions,
  notifyContract,
  placeOption,
  releaseOption,
  reservationDocuments,
  saveContractInfo,
  withdrawOption,
  type Option,
  type OptionAnswer,
  type Optionneur,
} from '@/lib/partner/options';
import type { PagedResponse } from '@/lib/partner/paging';
import { fieldErrorsOf } from '@/lib/validation/auth';
import { contractInfoSchema, optionneurSchema, placeOptionSchema } from '@/lib/validation/selling';
import { searchQuerySchema } from '@/lib/validation/text';
import { invalidInput, runPartner, type SellingResult } from '@/lib/partner-action';

const idSchema = z.number().int().positive().max(2_147_483_647);
const keySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

/** GET options – the options screen refresh. */
export async function listOptionsAction(status?: string): Promise<SellingResult<PagedResponse<Option>>> {
  return runPartner((token) => listOptions(token, { status, per_page: 100 }));
}

/** POST options – with the form's idempotency key, so a double click places one option. */
export async function placeOptionAction(input: unknown, idempotencyKey: string): Promise<SellingResult<OptionAnswer>> {
  const parsed = placeOptionSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  if (!keySchema.safeParse(idempotencyKey).success) return invalidInput({ _: 'Clé de requête invalide' });
  return runPartner((token) => placeOption(token, parsed.data, idempotencyKey), { mutation: true });
}

type LifecycleStep = 'release' | 'extend' | 'notify' | 'withdraw';
const steps: Record<LifecycleStep, (token: string, id: number) => Promise<OptionAnswer>> = {
  release: releaseOption,
  extend: extendOption,
  notify: notifyContract,
  withdraw: withdrawOption,
};

/** DELETE options/{id}, POST …/prolongation, …/send-notification-contrat, …/retractation */
export async function optionStepAction(step: LifecycleStep, id: number): Promise<SellingResult<OptionAnswer>> {
  if (!(step in steps) || !idSchema.safeParse(id).success) return invalidInput({ _: 'Option invalide' });
  return runPartner((token) => steps[step](token, id), { mutation: true });
}

/** POST options/{id}/infos-contrat-reservation */
export async function saveContractInfoAction(id: number, input: unknown): Promise<SellingResult<OptionAnswer>> {
  const parsed = contractInfoSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  if (!idSchema.safeParse(id).success) return invalidInput({ _: 'Option invalide' });
  return runPartner((token) => saveContractInfo(token, id, parsed.data), { mutation: true });
}

/** GET options/{id}/documents-reservation */
export async function reservationDocumentsAction(id: number) {
  if (!idSchema.safeParse(id).success) return invalidInput({ _: 'Option invalide' });
  return runPartner((token) => reservationDocuments(token, id));
}

/** GET optionneurs */
export async function listOptionneursAction(): Promise<SellingResult<{ data: Optionneur[] }>> {
  return runPartner((token) => listOptionneurs(token));
}

/** POST optionneurs */
export async function addOptionneurAction(input: unknown): Promise<SellingResult<{ message: string; optionneur: Optionneur }>> {
  const parsed = optionneurSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return runPartner((token) => addOptionneur(token, parsed.data), { mutation: true });
}

/** GET clients – the client picker of the option form. */
export async function pickClientsAction(search: string): Promise<SellingResult<Client[]>> {
  const query = searchQuerySchema.safeParse(search);
  if (!query.success) return invalidInput({ search: query.error.issues[0].message });
  return runPartner(async (token) => (await listClients(token, { search: query.data || undefined, per_page: 50 })).data.data);
}
