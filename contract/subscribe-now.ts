import { z } from 'zod';

/** SPEC §6: the words of the answer a list or page gives in place of its data when the subscription is missing. */
export const SUBSCRIBE_NOW = 'Subscribe now';

export const subscribeNowSchema = z.object({ message: z.string(), subscription: z.string() });
export type SubscribeNow = z.infer<typeof subscribeNowSchema>;

/** The state the screens show instead of data: an invitation to subscribe, with the API's message. */
export type SubscribeState = { subscribe: true; message: string };

/**
 * An answer that is `{ data }` or a refusal for want of a subscription. SPEC §6 also lets a partner API refuse
 * with a bare message or with the words alone, so the BFF accepts those forms too.
 */
export function dataOrSubscribeNowSchema<T extends z.ZodType>(data: T) {
  return z.union([z.object({ data, message: z.string().optional() }), subscribeNowRefusalSchema]);
}

/** The refusal alone, in any of the forms SPEC §6 allows. */
export const subscribeNowRefusalSchema = z.union([subscribeNowSchema.partial({ subscription: true }), z.string().regex(/subscribe now/i)]);
