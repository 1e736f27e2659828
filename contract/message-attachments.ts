import { z } from 'zod';
import { base64Length, KYC_MIME_TYPES, MAX_KYC_FILE_BYTES } from './kyc';
import { messages } from './messages';

/** Files the back office joins to an answer: the types and the per-file size of the advisers' KYC documents. */
export const ATTACHMENT_MIME_TYPES = KYC_MIME_TYPES;
export const MAX_ATTACHMENT_BYTES = MAX_KYC_FILE_BYTES;
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENTS_BYTES = 20 * 1024 * 1024;

/** JSON body the API accepts for an answer: every file in base64, the text and room for the envelope. */
export const MAX_REPLY_BODY_BYTES = base64Length(MAX_ATTACHMENTS_BYTES) + 64 * 1024;
/** Multipart body the BFF accepts from the browser: the files, the text and the part headers. */
export const MAX_REPLY_FORM_BYTES = MAX_ATTACHMENTS_BYTES + 64 * 1024;

const say = messages.messaging.attachmentErrors;
export const ATTACHMENT_MESSAGES = {
  tooLarge: say.attachmentTooLarge,
  allTooLarge: say.attachmentsTooLarge,
  badType: say.attachmentType,
  tooMany: say.attachmentCount,
  empty: say.attachmentEmpty,
};

export const attachmentUploadSchema = z.object({
  name: z.string().trim().min(1, ATTACHMENT_MESSAGES.empty).max(200),
  content: z.string(),
});

/** An attachment as a thread lists it; `id` names it in the download path. */
export const messageAttachmentSchema = z.object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int() });
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;
