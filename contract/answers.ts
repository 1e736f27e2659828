import { z } from 'zod';

/** Every refusal of the partner API (Laravel style): a French message and, for a 422, the messages of each field. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A write the API confirms with a French sentence only. */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
