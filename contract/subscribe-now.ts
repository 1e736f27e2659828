import { z } from 'zod';

/** SPEC §6: the words of the answer a list or page gives in place of its data when the subscription is missing. */
export const SUBSCRIBE_NOW = 'Subscribe now';

export const subscribeNowSchema = z.object({ message: z.string(), subscription: z.string() });
export type SubscribeNow = z.infer<typeof subscribeNowSchema>;

/** An answer that is either `{ data }` or the subscription refusal. */
export function dataOrSubscribeNowSchema<T extends z.ZodType>(data: T) {
  return z.union([z.object({ data }), subscribeNowSchema]);
}
