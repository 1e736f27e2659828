import '@hono/zod-openapi';
import type { AttachmentRow } from '../db/queries/message-attachments';
import { messageAttachmentSchema } from '../../contract/message-attachments';

/** A file joined to a back-office answer, as both sides' threads list it. */
export const attachmentSchema = messageAttachmentSchema.openapi('MessageAttachment');

export const attachmentView = (row: AttachmentRow) => ({ id: row.id, name: row.name, mime: row.mime, size: row.size });
