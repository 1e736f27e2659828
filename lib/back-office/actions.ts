'use server';

import { idSchema } from '@/contract/ids';
import { kycDecisionSchema, lotUpdateSchema, optionCancelSchema, optionExtendSchema, reservationStepSchema, staffReplySchema, threadAssignSchema } from '@/contract/back-office';
import { assignInboxThread, cancelStaffOption, confirmStaffReservationStep, decideKyc, extendStaffOption, replyAsStaff, updateStaffLot } from '@/lib/partner/back-office';
import { programmeAccessSchema } from '@/contract/back-office-programmes';
import { deleteStaffProgrammeFile, setProgrammeAccess } from '@/lib/partner/back-office-programmes';
import { invalidInput, invalidRequest, partnerAction } from '@/lib/partner-action';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

const badId = () => invalidRequest('request');

/** PUT back-office/kyc/{id} – accept, or refuse with a reason */
export async function decideKycAction(id: number, input: unknown) {
  if (!idSchema.safeParse(id).success) return badId();
  const parsed = kycDecisionSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => decideKyc(token, id, parsed.data), { mutation: true });
}

/** POST back-office/messages/threads/{id} – answer the adviser */
export async function replyAsStaffAction(id: number, input: unknown) {
  if (!idSchema.safeParse(id).success) return badId();
  const parsed = staffReplySchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => replyAsStaff(token, id, parsed.data), { mutation: true });
}

/** PUT back-office/messages/threads/{id}/assignee – give the thread to a colleague (null: nobody) */
export async function assignThreadAction(id: number, input: unknown) {
  if (!idSchema.safeParse(id).success) return badId();
  const parsed = threadAssignSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => assignInboxThread(token, id, parsed.data.assignee_id), { mutation: true });
}

/** PUT back-office/lots/{id} – status and price */
export async function updateLotAction(id: number, input: unknown) {
  if (!idSchema.safeParse(id).success) return badId();
  const parsed = lotUpdateSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => updateStaffLot(token, id, parsed.data), { mutation: true });
}

/** POST back-office/options/{id}/extend – push the expiry back by working days */
export async function extendOptionAction(id: number, input: unknown) {
  if (!idSchema.safeParse(id).success) return badId();
  const parsed = optionExtendSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => extendStaffOption(token, id, parsed.data), { mutation: true });
}

/** POST back-office/options/{id}/cancel – release the option with a reason sent to the adviser */
export async function cancelOptionAction(id: number, input: unknown) {
  if (!idSchema.safeParse(id).success) return badId();
  const parsed = optionCancelSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => cancelStaffOption(token, id, parsed.data), { mutation: true });
}

/** POST back-office/options/{id}/reservation-step – confirm the reservation's next step */
export async function confirmReservationStepAction(id: number, input: unknown) {
  if (!idSchema.safeParse(id).success) return badId();
  const parsed = reservationStepSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => confirmStaffReservationStep(token, id, parsed.data), { mutation: true });
}

/** PUT back-office/programmes/{id}/brands/{brand} – open or close the programme to one brand */
export async function setProgrammeAccessAction(id: number, brand: string, input: unknown) {
  if (!idSchema.safeParse(id).success || !/^[a-z]{2,10}$/.test(brand)) return badId();
  const parsed = programmeAccessSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  return partnerAction((token) => setProgrammeAccess(token, id, brand, parsed.data), { mutation: true });
}

/** DELETE back-office/programmes/{id}/files/{fileId} – take a file off the residence page */
export async function deleteProgrammeFileAction(id: number, fileId: number) {
  if (!idSchema.safeParse(id).success || !idSchema.safeParse(fileId).success) return badId();
  return partnerAction((token) => deleteStaffProgrammeFile(token, id, fileId), { mutation: true });
}
