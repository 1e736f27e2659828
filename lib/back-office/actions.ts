'use server';

import { kycDecisionSchema, lotUpdateSchema, optionCancelSchema, optionExtendSchema, threadAssignSchema } from '@/contract/back-office';
import { checkedActionOnId } from '@/lib/checked-action';
import { assignInboxThread, cancelStaffOption, decideKyc, extendStaffOption, updateStaffLot } from '@/lib/partner/back-office';

/** PUT back-office/kyc/{id} – accept, or refuse with a reason */
export async function decideKycAction(id: number, input: unknown) {
  return checkedActionOnId(id, kycDecisionSchema, input, (token, body) => decideKyc(token, id, body));
}

/** PUT back-office/messages/threads/{id}/assignee – give the thread to a colleague (null: nobody) */
export async function assignThreadAction(id: number, input: unknown) {
  return checkedActionOnId(id, threadAssignSchema, input, (token, body) => assignInboxThread(token, id, body.assignee_id));
}

/** PUT back-office/lots/{id} – status and price */
export async function updateLotAction(id: number, input: unknown) {
  return checkedActionOnId(id, lotUpdateSchema, input, (token, body) => updateStaffLot(token, id, body));
}

/** POST back-office/options/{id}/extend – push the expiry back by working days */
export async function extendOptionAction(id: number, input: unknown) {
  return checkedActionOnId(id, optionExtendSchema, input, (token, body) => extendStaffOption(token, id, body));
}

/** POST back-office/options/{id}/cancel – release the option with a reason sent to the adviser */
export async function cancelOptionAction(id: number, input: unknown) {
  return checkedActionOnId(id, optionCancelSchema, input, (token, body) => cancelStaffOption(token, id, body));
}
