import { z } from 'zod';

/** SPEC §6: the words a catalogue call answers to an adviser without the subscription it needs. */
export const SUBSCRIBE_NOW = 'Subscribe now';

/** The answer instead of data when a subscription is missing (`subscription` names it). */
export const subscriptionRequiredSchema = z.object({ message: z.string(), subscription: z.string() });

/** The state the screens show instead of data: an invitation to subscribe, with the API's message. */
export type SubscribeState = { subscribe: true; message: string };
