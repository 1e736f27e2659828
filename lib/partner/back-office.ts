import 'server-only';
import type {
  AuditEntry,
  Colleague,
  InboxMessage,
  InboxThread,
  KycDecision,
  KycQueueItem,
  LotUpdate,
  OptionCancel,
  OptionExtend,
  ReservationStepInput,
  StaffLot,
  StaffOption,
  StaffProfile,
  StaffReply,
  StaffResidence,
} from '@/contract/back-office';
import { partnerJson, partnerResponse } from './client';
import type { PagedResponse } from './paging';

export type InboxThreadDetail = InboxThread & { messages: InboxMessage[]; colleagues: Colleague[] };

// GET back-office/me – the staff member and its brands
export function getStaffProfile(token: string) {
  return partnerJson<{ data: StaffProfile }>('back-office/me', { token });
}

// GET back-office/kyc – documents waiting, oldest first
export function listKycQueue(token: string, query: { brand?: string; type?: string }) {
  return partnerJson<{ data: KycQueueItem[] }>('back-office/kyc', { token, query });
}

// GET back-office/kyc/{id}/file – the stored file, streamed to the preview
export function fetchKycFile(token: string, id: number) {
  return partnerResponse(`back-office/kyc/${id}/file`, { token });
}

// PUT back-office/kyc/{id} – accept, or refuse with a reason
export function decideKyc(token: string, id: number, decision: KycDecision) {
  return partnerJson<{ message: string }>(`back-office/kyc/${id}`, { method: 'PUT', token, body: decision });
}

// GET back-office/messages/threads – the team inbox
export function listInbox(token: string) {
  return partnerJson<{ data: InboxThread[] }>('back-office/messages/threads', { token });
}

// GET back-office/messages/threads/{id} – one thread, unchanged by the reading
export function getInboxThread(token: string, id: number) {
  return partnerJson<{ data: InboxThreadDetail }>(`back-office/messages/threads/${id}`, { token });
}

// PUT back-office/messages/threads/{id}/read – a member of the team has seen the thread
export function markInboxThreadRead(token: string, id: number) {
  return partnerJson<void>(`back-office/messages/threads/${id}/read`, { method: 'PUT', token });
}

// POST back-office/messages/threads/{id} – answer the adviser, with files in base64
export function replyAsStaff(token: string, id: number, reply: StaffReply & { attachments: { name: string; content: string }[] }) {
  return partnerJson<{ message: string; data: InboxThreadDetail }>(`back-office/messages/threads/${id}`, { method: 'POST', token, body: reply });
}

// GET back-office/messages/threads/{id}/attachments/{attachmentId} – a file of the thread, streamed to the staff's download
export function fetchInboxAttachment(token: string, threadId: number, attachmentId: number) {
  return partnerResponse(`back-office/messages/threads/${threadId}/attachments/${attachmentId}`, { token });
}

// PUT back-office/messages/threads/{id}/assignee – give the thread to a colleague
export function assignInboxThread(token: string, id: number, assigneeId: number | null) {
  return partnerJson<{ message: string }>(`back-office/messages/threads/${id}/assignee`, { method: 'PUT', token, body: { assignee_id: assigneeId } });
}

// GET back-office/residences – residences of the staff member's brands
export function listStaffResidences(token: string) {
  return partnerJson<{ data: StaffResidence[] }>('back-office/residences', { token });
}

// GET back-office/residences/{id}/lots
export function listStaffLots(token: string, residenceId: number) {
  return partnerJson<{ data: StaffLot[] }>(`back-office/residences/${residenceId}/lots`, { token });
}

// PUT back-office/lots/{id} – status and price
export function updateStaffLot(token: string, id: number, update: LotUpdate) {
  return partnerJson<{ message: string; data: StaffLot }>(`back-office/lots/${id}`, { method: 'PUT', token, body: update });
}

// GET back-office/audit – the audit log, newest first
export function listAudit(token: string, query: { q?: string; page?: number }) {
  return partnerJson<PagedResponse<AuditEntry>>('back-office/audit', { token, query });
}

// GET back-office/options – live options of the staff member's brands
export function listStaffOptions(token: string) {
  return partnerJson<{ data: StaffOption[] }>('back-office/options', { token });
}

// POST back-office/options/{id}/extend – push the expiry back by working days
export function extendStaffOption(token: string, id: number, input: OptionExtend) {
  return partnerJson<{ message: string }>(`back-office/options/${id}/extend`, { method: 'POST', token, body: input });
}

// POST back-office/options/{id}/cancel – release the option, the reason goes to the adviser
export function cancelStaffOption(token: string, id: number, input: OptionCancel) {
  return partnerJson<{ message: string }>(`back-office/options/${id}/cancel`, { method: 'POST', token, body: input });
}

// POST back-office/options/{id}/reservation-step – confirm the reservation's next step
export function confirmStaffReservationStep(token: string, id: number, input: ReservationStepInput) {
  return partnerJson<{ message: string }>(`back-office/options/${id}/reservation-step`, { method: 'POST', token, body: input });
}
