import { z } from 'zod';
import { LOT_STATUSES } from './catalogue-values';
import { ATTACHMENT_MESSAGES, attachmentUploadSchema, MAX_ATTACHMENTS, messageAttachmentSchema } from './message-attachments';
import { backOfficeMessages } from '../i18n/back-office-messages';
import { RESERVATION_STATUSES } from './options';
import { pagedSchema } from './paging';

/** The back-office console's calls (`/api/back-office/*`): one schema for the forms and for the API. */
/** The console's French, for API answers as much as for the pages. */
export const backOfficeText = backOfficeMessages.backOffice;
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

/** A live option of the staff member's brands, with the reservation step it may confirm next (null: none now). */
export const staffOptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['placed', 'notified', 'reserved']),
  expires_at: z.string(),
  reservation: z.object({ status: z.enum(RESERVATION_STATUSES), next_step: z.enum(RESERVATION_STEPS).nullable() }).nullable(),
  adviser: z.object({ name: z.string(), email: z.string() }),
  marque: z.string(),
  lot: z.object({ id: z.number().int(), reference: z.string() }),
  residence: z.object({ id: z.number().int(), name: z.string() }),
});
export type StaffOption = z.infer<typeof staffOptionSchema>;
/** GET back-office/options */
export const staffOptionListSchema = z.object({ data: z.array(staffOptionSchema) });

export const AUDIT_ACTIONS = ['kyc.accept', 'kyc.refuse', 'message.reply', 'thread.assign', 'lot.update', 'option.extend', 'option.cancel', 'reservation.step',
  'programme.open', 'programme.close', 'programme.file_add', 'programme.file_remove', 'content.create', 'content.update', 'content.publish', 'content.unpublish',
  'second_factor.enrol', 'second_factor.reset', 'second_factor.failure', 'second_factor.recovery'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
});

/** GET back-office/me: the staff member and the brands it works for. */
export const staffProfileSchema = z.object({ id: z.number().int(), email: z.string(), prenom: z.string(), nom: z.string(), brands: z.array(z.string()) });
export type StaffProfile = z.infer<typeof staffProfileSchema>;
export const staffProfileAnswerSchema = z.object({ data: staffProfileSchema });

/** A KYC document waiting for a decision. */
export const kycQueueItemSchema = z.object({
  id: z.number().int(),
  document_type: z.string(),
  nom: z.string(),
  email: z.string(),
  adviser: z.string(),
  marque: z.string(),
  mime: z.string().nullable(),
  date_envoi: z.string().nullable(),
});
export type KycQueueItem = z.infer<typeof kycQueueItemSchema>;
/** GET back-office/kyc */
export const kycQueueSchema = z.object({ data: z.array(kycQueueItemSchema) });
/** PUT back-office/kyc/{id}: the confirmation and the decision as stored. */
export const kycDecisionAnswerSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int(), state: z.enum(['OK', 'KO']), motif: z.string().nullable() }),
});

export const colleagueSchema = z.object({ id: z.number().int(), name: z.string() });
export type Colleague = z.infer<typeof colleagueSchema>;

export const inboxThreadSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  marque: z.string(),
  adviser: colleagueSchema.extend({ email: z.string() }),
  assignee: colleagueSchema.nullable(),
  unread: z.boolean(),
  updated_at: z.string(),
});
export type InboxThread = z.infer<typeof inboxThreadSchema>;
/** GET back-office/messages/threads */
export const inboxSchema = z.object({ data: z.array(inboxThreadSchema) });

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['cgp', 'staff']),
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(messageAttachmentSchema),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** A thread with its messages and the colleagues it may be given to. */
export const inboxThreadDetailSchema = inboxThreadSchema.extend({ messages: z.array(inboxMessageSchema), colleagues: z.array(colleagueSchema) });
export type InboxThreadDetail = z.infer<typeof inboxThreadDetailSchema>;
/** GET back-office/messages/threads/{id} */
export const inboxThreadAnswerSchema = z.object({ data: inboxThreadDetailSchema });
/** POST back-office/messages/threads/{id} and PUT …/assignee: the confirmation and the thread as it now stands. */
export const inboxThreadChangedSchema = inboxThreadAnswerSchema.extend({ message: z.string() });

/** POST back-office/messages/threads/{id}: the answer's text and its files in base64. */
export const staffReplyUploadSchema = staffReplySchema.extend({
  attachments: z.array(attachmentUploadSchema, { error: ATTACHMENT_MESSAGES.tooMany }).max(MAX_ATTACHMENTS, ATTACHMENT_MESSAGES.tooMany).default([]),
});
export type StaffReplyUpload = z.input<typeof staffReplyUploadSchema>;

export const staffResidenceSchema = z.object({ id: z.number().int(), name: z.string(), city: z.string() });
export type StaffResidence = z.infer<typeof staffResidenceSchema>;
/** GET back-office/residences */
export const staffResidenceListSchema = z.object({ data: z.array(staffResidenceSchema) });

export const staffLotSchema = z.object({ id: z.number().int(), reference: z.string(), typology: z.string(), status: z.enum(LOT_STATUSES), price: z.number().int() });
export type StaffLot = z.infer<typeof staffLotSchema>;
/** GET back-office/residences/{id}/lots */
export const staffLotListSchema = z.object({ data: z.array(staffLotSchema) });
/** PUT back-office/lots/{id} */
export const staffLotAnswerSchema = z.object({ message: z.string(), data: staffLotSchema });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string(),
  target_id: z.string(),
  /** Every brand the line concerns (all the distributing brands of a shared residence); empty: no brand in particular. */
  marques: z.array(z.string()),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET back-office/audit: one page of the log, newest first. */
export const auditPageSchema = pagedSchema(auditEntrySchema);
