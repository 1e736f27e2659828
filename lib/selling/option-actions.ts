'use server';

import { listClients, type Client } from '@/lib/partner/clients';
import {
  addOptionneur,
  extendOption,
  getOptionLimits,
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
import { optionneurInputSchema } from '@/contract/optionneurs';
import { searchQuerySchema } from '@/contract/text';
import { idempotencyKeySchema, idSchema } from '@/contract/ids';
import { contractInfoSchema, placeOptionSchema, type OptionLimits } from '@/contract/options';
import type { ActionResult } from '@/lib/action-result';
import { checkedAction, checkedActionOnId } from '@/lib/checked-action';
import { invalidInput, invalidRequest, partnerAction } from '@/lib/partner-action';

/** GET options – the options screen refresh. */
export async function listOptionsAction(status?: string): Promise<ActionResult<PagedResponse<Option>>> {
  return partnerAction((token) => listOptions(token, { status, per_page: 100 }));
}

/** GET options/limits – the bounds of the option form, which the API takes from its environment. */
export async function optionLimitsAction(): Promise<ActionResult<OptionLimits>> {
  return partnerAction((token) => getOptionLimits(token));
}

/** POST options – with the form's idempotency key, so a double click places one option. */
export async function placeOptionAction(input: unknown, idempotencyKey: string): Promise<ActionResult<OptionAnswer>> {
  if (!idempotencyKeySchema.safeParse(idempotencyKey).success) return invalidRequest('requestKey');
  return checkedAction(placeOptionSchema(), input, (token, body) => placeOption(token, body, idempotencyKey));
}

type LifecycleStep = 'release' | 'extend' | 'notify' | 'withdraw';
const steps: Record<LifecycleStep, (token: string, id: number) => Promise<OptionAnswer>> = {
  release: releaseOption,
  extend: extendOption,
  notify: notifyContract,
  withdraw: withdrawOption,
};

/** DELETE options/{id}, POST …/prolongation, …/send-notification-contrat, …/retractation */
export async function optionStepAction(step: LifecycleStep, id: number): Promise<ActionResult<OptionAnswer>> {
  if (!(step in steps) || !idSchema.safeParse(id).success) return invalidRequest('option');
  return partnerAction((token) => steps[step](token, id), { mutation: true });
}

/** POST options/{id}/infos-contrat-reservation */
export async function saveContractInfoAction(id: number, input: unknown): Promise<ActionResult<OptionAnswer>> {
  return checkedActionOnId(id, contractInfoSchema, input, (token, body) => saveContractInfo(token, id, body), 'option');
}

/** GET options/{id}/documents-reservation */
export async function reservationDocumentsAction(id: number) {
  if (!idSchema.safeParse(id).success) return invalidRequest('option');
  return partnerAction((token) => reservationDocuments(token, id));
}

/** GET optionneurs */
export async function listOptionneursAction(): Promise<ActionResult<{ data: Optionneur[] }>> {
  return partnerAction((token) => listOptionneurs(token));
}

/** POST optionneurs */
export async function addOptionneurAction(input: unknown): Promise<ActionResult<{ message: string; optionneur: Optionneur }>> {
  return checkedAction(optionneurInputSchema, input, addOptionneur);
}

/** GET clients – the client picker of the option form. */
export async function pickClientsAction(search: string): Promise<ActionResult<Client[]>> {
  const query = searchQuerySchema.safeParse(search);
  if (!query.success) return invalidInput({ search: query.error.issues[0].message });
  return partnerAction(async (token) => (await listClients(token, { search: query.data || undefined, per_page: 50 })).data.data);
}
