import { z } from 'zod';

export const emailMessage = 'Email non conforme';

/** Valid address, 254 characters overall, local part at most 64; stored and compared lower-case. */
export const emailSchema = z
  .string({ error: emailMessage })
  .trim()
  .max(254, emailMessage)
  .refine((value) => (value.split('@')[0] ?? '').length <= 64, emailMessage)
  .pipe(z.email({ error: emailMessage }))
  .transform((value) => value.toLowerCase());
