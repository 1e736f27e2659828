'use server';

import { addOptionneur, extendOption, notifyContract, placeOption, releaseOption, saveContractInfo, withdrawOption, type OptionAnswer, type Optionneur } from '@/lib/partner/options';
import { optionneurInputSchema } from '@/contract/optionneurs';
import { idempotencyKeySchema, idSchema } from '@/contract/ids';
import { contractInfoSchema, placeOptionSchema } from '@/contract/options';
import type { ActionResult } from '@/lib/actions/action-result';
import { checkedAction, checkedActionOnId } from '@/lib/actions/checked-action';
import { invalidRequest, partnerAction } from '@/lib/actions/partner-action';
import { refreshingPage } from '@/lib/actions/refreshing-page';

/** POST options – with the form's idempotency key, so a double click places one option. */
export async function placeOptionAction(input: unknown, idempotencyKey: string): Promise<ActionResult<OptionAnswer>> {
  if (!idempotencyKeySchema.safeParse(idempotencyKey).success) return invalidRequest('requestKey');
  return refreshingPage(checkedAction(placeOptionSchema(), input, (token, body) => placeOption(token, body, idempotencyKey)));
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
  if (typeof step !== 'string' || !Object.hasOwn(steps, step) || !idSchema.safeParse(id).success) return invalidRequest('option');
  return refreshingPage(partnerAction((token) => steps[step](token, id), { mutation: true }));
}

/** POST options/{id}/infos-contrat-reservation */
export async function saveContractInfoAction(id: number, input: unknown): Promise<ActionResult<OptionAnswer>> {
  return refreshingPage(checkedActionOnId(id, contractInfoSchema, input, (token, body) => saveContractInfo(token, id, body), 'option'));
}

/** POST optionneurs */
export async function addOptionneurAction(input: unknown): Promise<ActionResult<{ message: string; optionneur: Optionneur }>> {
  return checkedAction(optionneurInputSchema, input, addOptionneur);
}

