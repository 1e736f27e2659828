import { z } from 'zod';
import fr from '@/messages/fr.json';
import { textSchema } from './text';

const m = fr.fieldErrors.messaging;

/** Messages to the back-office; the API checks the same limits. */
const body = textSchema().trim().min(1, m.body).max(5000);

export const replySchema = z.object({ body });
export type ReplyInput = z.infer<typeof replySchema>;

export const threadSchema = z.object({
  subject: textSchema().trim().min(1, m.subject).max(200),
  body,
});
export type ThreadInput = z.infer<typeof threadSchema>;
