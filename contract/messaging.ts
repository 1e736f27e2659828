import { z } from 'zod';
import { messageAttachmentSchema } from './message-attachments';
import { messages } from './messages';
import { pagedSchema } from './paging';
import { textSchema } from './text';

const m = messages.fieldErrors.messaging;

/** Messages to the back-office: the forms, the actions and the API check these. */
const bodySchema = textSchema(m.body).trim().min(1, m.body).max(5000);

export const replyInputSchema = z.object({ body: bodySchema });
export type ReplyInput = z.output<typeof replyInputSchema>;

export const threadInputSchema = z.object({ subject: textSchema(m.subject).trim().min(1, m.subject).max(200), body: bodySchema });
export type ThreadInput = z.output<typeof threadInputSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['cgp', 'staff']),
  body: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  attachments: z.array(messageAttachmentSchema),
});
export type Message = z.infer<typeof messageSchema>;

export const threadSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Back-office answers not read yet. */
  unread: z.number().int(),
});
export type Thread = z.infer<typeof threadSchema>;

export const threadDetailSchema = threadSchema.extend({ messages: z.array(messageSchema) });
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

export const threadPageSchema = pagedSchema(threadSchema);
export const threadAnswerSchema = z.object({ data: threadDetailSchema });
