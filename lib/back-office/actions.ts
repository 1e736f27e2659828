'use server';

import { refresh } from 'next/cache';
import { kycDecisionSchema, lotUpdateSchema, optionCancelSchema, optionExtendSchema, reservationStepSchema, threadAssignSchema } from '@/contract/back-office';
import { programmeAccessSchema } from '@/contract/back-office-programmes';
import { idSchema } from '@/contract/ids';
import { isBrandCode } from '@/lib/brand/brands';
import { changingCatalogue } from '@/lib/cache/catalogue-changed';
import { actionOnId, checkedActionOnId } from '@/lib/actions/checked-action';
import { assignInboxThread, cancelStaffOption, confirmStaffReservationStep, decideKyc, extendStaffOption, markInboxThreadRead, updateStaffLot } from '@/lib/partner/back-office';
import { deleteStaffProgrammeFile, setProgrammeAccess } from '@/lib/partner/back-office-programmes';
import { invalidRequest } from '@/lib/actions/partner-action';
import { refreshingPage } from '@/lib/actions/refreshing-page';

/** PUT back-office/kyc/{id} – accept, or refuse with a reason */
export async function decideKycAction(id: number, input: unknown) {
  return refreshingPage(checkedActionOnId(id, kycDecisionSchema, input, (token, body) => decideKyc(token, id, body)));
}

/** PUT back-office/messages/threads/{id}/assignee – give the thread to a colleague (null: nobody) */
export async function assignThreadAction(id: number, input: unknown) {
  return refreshingPage(checkedActionOnId(id, threadAssignSchema, input, (token, body) => assignInboxThread(token, id, body.assignee_id)));
}

/** PUT back-office/messages/threads/{id}/read – the team has seen the thread */
export async function markInboxThreadReadAction(id: number) {
  return actionOnId(id, (token) => markInboxThreadRead(token, id), 'conversation');
}

/** PUT back-office/lots/{id} – status and price */
export async function updateLotAction(id: number, input: unknown) {
  return changingCatalogue(checkedActionOnId(id, lotUpdateSchema, input, (token, body) => updateStaffLot(token, id, body)));
}

/** POST back-office/options/{id}/extend – push the expiry back by working days */
export async function extendOptionAction(id: number, input: unknown) {
  return refreshingPage(checkedActionOnId(id, optionExtendSchema, input, (token, body) => extendStaffOption(token, id, body)));
}

/** POST back-office/options/{id}/cancel – release the option with a reason sent to the adviser */
export async function cancelOptionAction(id: number, input: unknown) {
  return refreshingPage(checkedActionOnId(id, optionCancelSchema, input, (token, body) => cancelStaffOption(token, id, body)));
}

/**
 * POST back-office/options/{id}/reservation-step – confirm the reservation's next step. Won or lost (a colleague was
 * faster), the page comes back showing where the reservation now stands.
 */
export async function confirmReservationStepAction(id: number, input: unknown) {
  const result = await checkedActionOnId(id, reservationStepSchema, input, (token, body) => confirmStaffReservationStep(token, id, body));
  refresh();
  return result;
}

/** PUT back-office/programmes/{id}/brands/{brand} – open or close the programme to one brand */
export async function setProgrammeAccessAction(id: number, brand: string, input: unknown) {
  if (!isBrandCode(brand)) return invalidRequest('request');
  return changingCatalogue(checkedActionOnId(id, programmeAccessSchema, input, (token, body) => setProgrammeAccess(token, id, brand, body)));
}

/** DELETE back-office/programmes/{id}/files/{fileId} – take a file off the residence page */
export async function deleteProgrammeFileAction(id: number, fileId: number) {
  if (!idSchema.safeParse(fileId).success) return invalidRequest('request');
  return changingCatalogue(actionOnId(id, (token) => deleteStaffProgrammeFile(token, id, fileId)));
}
