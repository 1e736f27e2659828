import { z } from 'zod';
import { textSchema } from './text';

/** Messages to the back-office; the API checks the same limits. */
const body = textSchema().trim().min(1, 'Écrivez votre message').max(5000, '5000 caractères au maximum');

export const replySchema = z.object({ body });
export type ReplyInput = z.infer<typeof replySchema>;

export const threadSchema = z.object({
  subject: textSchema().trim().min(1, 'Indiquez le sujet').max(200, '200 caractères au maximum'),
  body,
});
export type ThreadInput = z.infer<typeof threadSchema>;
