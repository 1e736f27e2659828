import { z } from '@hono/zod-openapi';
import type { AttachmentRow } from '../db/queries/message-attachments';
import { dbId, idParam } from '../http/openapi';

export const attachmentView = (row: AttachmentRow) => ({ id: row.id, name: row.name, mime: row.mime, size: row.size });

/** A thread's id and one of its attachments' ids, as the download paths of both sides name them. */
export const attachmentParams = z.object({ id: idParam.shape.id, attachmentId: dbId().openapi({ param: { name: 'attachmentId', in: 'path' }, example: 3 }) });

/** The download's 200: the stored bytes, sent as an attachment. */
export const attachmentFileResponse = {
  description: 'Le fichier (PDF, JPEG ou PNG)',
  content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
};
