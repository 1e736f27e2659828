import { z } from '@hono/zod-openapi';
import type { AttachmentRow } from '../db/queries/message-attachments';

/** A file joined to a back-office answer, as both sides' threads list it. */
export const attachmentSchema = z
  .object({ id: z.number().int(), name: z.string(), mime: z.string(), size: z.number().int() })
  .openapi('MessageAttachment');

export const attachmentView = (row: AttachmentRow) => ({ id: row.id, name: row.name, mime: row.mime, size: row.size });
