import { z } from 'zod';
import { LOT_STATUSES, type LotStatus } from './catalogue-values';
import { messages } from './messages';
import type { MessageAttachment } from './message-attachments';
import type { Reservation } from './options';

/** The back-office console's calls (`/api/back-office/*`): one schema for the forms and for the API. */
/** The console's French, for API answers as much as for the pages. */
export const backOfficeText = messages.backOffice;
export const BACK_OFFICE_MESSAGES = backOfficeText.errors;
const say = BACK_OFFICE_MESSAGES;

export { LOT_STATUSES, type LotStatus } from './catalogue-values';

export const KYC_REASON_MAX = 500;
export const STAFF_REPLY_MAX = 5000;

export const kycDecisionSchema = z
  .object({
    state: z.enum(['OK', 'KO'], { error: say.state }),
    reason: z.string().trim().max(KYC_REASON_MAX, say.reasonTooLong).optional(),
  })
  .refine((body) => body.state === 'OK' || Boolean(body.reason), { path: ['reason'], message: say.reasonRequired });
export type KycDecision = z.infer<typeof kycDecisionSchema>;

export const kycQueueQuerySchema = z.object({
  brand: z.string().max(10, say.brand).optional(),
  type: z.string().max(100).optional(),
});

export const staffReplySchema = z.object({
  body: z.string({ error: say.body }).trim().min(1, say.body).max(STAFF_REPLY_MAX, say.bodyTooLong),
});
export type StaffReply = z.infer<typeof staffReplySchema>;

export const threadAssignSchema = z.object({
  assignee_id: z.number({ error: say.assignee }).int().positive().nullable(),
});

export const lotUpdateSchema = z.object({
  status: z.enum(LOT_STATUSES, { error: say.status }),
  price: z.coerce.number({ error: say.price }).int(say.price).positive(say.price).max(100_000_000, say.price),
});
export type LotUpdate = z.infer<typeof lotUpdateSchema>;

export const MAX_STAFF_EXTENSION_DAYS = 10;

export const optionExtendSchema = z.object({
  days: z.coerce.number({ error: say.days }).int(say.days).min(1, say.days).max(MAX_STAFF_EXTENSION_DAYS, say.days),
});
export type OptionExtend = z.infer<typeof optionExtendSchema>;

export const optionCancelSchema = z.object({
  reason: z.string({ error: say.cancelReason }).trim().min(1, say.cancelReason).max(KYC_REASON_MAX, say.reasonTooLong),
});
export type OptionCancel = z.infer<typeof optionCancelSchema>;

/**
 * The reservation steps the back office confirms, each from the one status it may start from: the contract is
 * notified (pending → notified), countersigned once firm (firm → signed), then the deed is signed (signed → deed_signed).
 */
export const RESERVATION_STEPS = ['notified', 'signed', 'deed_signed'] as const;
export type ReservationStep = (typeof RESERVATION_STEPS)[number];
export const RESERVATION_STEP_FROM = { notified: 'pending', signed: 'firm', deed_signed: 'signed' } as const satisfies Record<ReservationStep, string>;

export const reservationStepSchema = z.object({ step: z.enum(RESERVATION_STEPS, { error: say.step }) });
export type ReservationStepInput = z.infer<typeof reservationStepSchema>;

export interface StaffOption {
  id: number;
  status: 'placed' | 'notified' | 'reserved';
  /** The reservation's status, and the step the back office may confirm next (null: none now). */
  reservation: { status: Reservation['status']; next_step: ReservationStep | null } | null;
  expires_at: string;
  adviser: { name: string; email: string };
  marque: string;
  lot: { id: number; reference: string };
  residence: { id: number; name: string };
}

export const AUDIT_ACTIONS = ['kyc.accept', 'kyc.refuse', 'message.reply', 'thread.assign', 'lot.update', 'option.extend', 'option.cancel', 'reservation.step',
  'programme.open', 'programme.close', 'programme.file_add', 'programme.file_remove', 'content.create', 'content.update', 'content.publish', 'content.unpublish',
  'second_factor.enrol', 'second_factor.reset', 'second_factor.failure', 'second_factor.recovery'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
});

/** What the staff member may see: its brands. */
export interface StaffProfile {
  id: number;
  email: string;
  prenom: string;
  nom: string;
  brands: string[];
}

export interface KycQueueItem {
  id: number;
  document_type: string;
  nom: string;
  email: string;
  adviser: string;
  marque: string;
  mime: string | null;
  date_envoi: string | null;
}

export interface InboxThread {
  id: number;
  subject: string;
  marque: string;
  adviser: { id: number; name: string; email: string };
  assignee: { id: number; name: string } | null;
  unread: boolean;
  updated_at: string;
}

export interface InboxMessage {
  id: number;
  author: 'cgp' | 'staff';
  body: string;
  created_at: string;
  attachments: MessageAttachment[];
}

export interface Colleague {
  id: number;
  name: string;
}

export interface StaffLot {
  id: number;
  reference: string;
  typology: string;
  status: LotStatus;
  price: number;
}

export interface StaffResidence {
  id: number;
  name: string;
  city: string;
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: AuditAction;
  target_type: string;
  target_id: string;
  /** Every brand the line concerns (all the distributing brands of a shared residence); empty: no brand in particular. */
  marques: string[];
  details: Record<string, unknown>;
  created_at: string;
}

/** One live update (`GET /api/events`, `GET /api/events/stream`), scoped to the caller; the client refetches what it names. */
export const LIVE_TOPICS = ['lot', 'kyc', 'message', 'reservation'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
export interface LiveEvent {
  id: number;
  topic: LiveTopic;
  ref_id: number;
  residence_id: number | null;
}
