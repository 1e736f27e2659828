import 'server-only';
import { messageAnswerSchema } from '@/contract/answers';
import {
  auditPageSchema,
  inboxSchema,
  inboxThreadAnswerSchema,
  inboxThreadChangedSchema,
  kycDecisionAnswerSchema,
  kycQueueSchema,
  staffLotAnswerSchema,
  staffLotListSchema,
  staffOptionListSchema,
  staffProfileAnswerSchema,
  staffResidenceListSchema,
  type KycDecision,
  type LotUpdate,
  type OptionCancel,
  type OptionExtend,
  type ReservationStepInput,
  type StaffReplyUpload,
} from '@/contract/back-office';
import { partnerJson, partnerNoContent, partnerResponse } from './client';

// GET back-office/me – the staff member and its brands
export function getStaffProfile(token: string) {
  return partnerJson('back-office/me', { token, answer: staffProfileAnswerSchema });
}

// GET back-office/kyc – documents waiting, oldest first
export function listKycQueue(token: string, query: { brand?: string; type?: string }) {
  return partnerJson('back-office/kyc', { token, query, answer: kycQueueSchema });
}

// GET back-office/kyc/{id}/file – the stored file, streamed to the preview
export function fetchKycFile(token: string, id: number) {
  return partnerResponse(`back-office/kyc/${id}/file`, { token });
}

// PUT back-office/kyc/{id} – accept, or refuse with a reason
export function decideKyc(token: string, id: number, decision: KycDecision) {
  return partnerJson(`back-office/kyc/${id}`, { method: 'PUT', token, body: decision, answer: kycDecisionAnswerSchema });
}

// GET back-office/messages/threads – the team inbox
export function listInbox(token: string) {
  return partnerJson('back-office/messages/threads', { token, answer: inboxSchema });
}

// GET back-office/messages/threads/{id} – one thread, unchanged by the reading
export function getInboxThread(token: string, id: number) {
  return partnerJson(`back-office/messages/threads/${id}`, { token, answer: inboxThreadAnswerSchema });
}

// PUT back-office/messages/threads/{id}/read – a member of the team has seen the thread
export function markInboxThreadRead(token: string, id: number) {
  return partnerNoContent(`back-office/messages/threads/${id}/read`, { method: 'PUT', token });
}

// POST back-office/messages/threads/{id} – answer the adviser, with files in base64
export function replyAsStaff(token: string, id: number, reply: StaffReplyUpload) {
  return partnerJson(`back-office/messages/threads/${id}`, { method: 'POST', token, body: reply, answer: inboxThreadChangedSchema });
}

// GET back-office/messages/threads/{id}/attachments/{attachmentId} – a file of the thread, streamed to the staff's download
export function fetchInboxAttachment(token: string, threadId: number, attachmentId: number) {
  return partnerResponse(`back-office/messages/threads/${threadId}/attachments/${attachmentId}`, { token });
}

// PUT back-office/messages/threads/{id}/assignee – give the thread to a colleague
export function assignInboxThread(token: string, id: number, assigneeId: number | null) {
  return partnerJson(`back-office/messages/threads/${id}/assignee`, { method: 'PUT', token, body: { assignee_id: assigneeId }, answer: inboxThreadChangedSchema });
}

// GET back-office/residences – residences of the staff member's brands
export function listStaffResidences(token: string) {
  return partnerJson('back-office/residences', { token, answer: staffResidenceListSchema });
}

// GET back-office/residences/{id}/lots
export function listStaffLots(token: string, residenceId: number) {
  return partnerJson(`back-office/residences/${residenceId}/lots`, { token, answer: staffLotListSchema });
}

// PUT back-office/lots/{id} – status and price
export function updateStaffLot(token: string, id: number, update: LotUpdate) {
  return partnerJson(`back-office/lots/${id}`, { method: 'PUT', token, body: update, answer: staffLotAnswerSchema });
}

// GET back-office/audit – the audit log, newest first
export function listAudit(token: string, query: { q?: string; page?: number }) {
  return partnerJson('back-office/audit', { token, query, answer: auditPageSchema });
}

// GET back-office/options – live options of the staff member's brands
export function listStaffOptions(token: string) {
  return partnerJson('back-office/options', { token, answer: staffOptionListSchema });
}

// POST back-office/options/{id}/extend – push the expiry back by working days
export function extendStaffOption(token: string, id: number, input: OptionExtend) {
  return partnerJson(`back-office/options/${id}/extend`, { method: 'POST', token, body: input, answer: messageAnswerSchema });
}

// POST back-office/options/{id}/cancel – release the option, the reason goes to the adviser
export function cancelStaffOption(token: string, id: number, input: OptionCancel) {
  return partnerJson(`back-office/options/${id}/cancel`, { method: 'POST', token, body: input, answer: messageAnswerSchema });
}

// POST back-office/options/{id}/reservation-step – confirm the reservation's next step
export function confirmStaffReservationStep(token: string, id: number, input: ReservationStepInput) {
  return partnerJson(`back-office/options/${id}/reservation-step`, { method: 'POST', token, body: input, answer: messageAnswerSchema });
}
