import { z } from 'zod';
import fr from '@/messages/fr.json';

const m = fr.fieldErrors.subscription;

export const subscriptionPackSchema = z.object({
  client_id: z.coerce.number({ error: m.client }).int().positive(m.client),
  model_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
  amount: z.coerce.number({ error: m.amount }).int(m.wholeEuros).positive(m.amount),
});
export type SubscriptionPackInput = z.output<typeof subscriptionPackSchema>;

export const signatureCodeSchema = z.string().trim().regex(/^\d{6}$/, m.code);
