import { z } from 'zod';

export const subscriptionPackSchema = z.object({
  client_id: z.coerce.number({ error: 'Choisissez le client' }).int().positive('Choisissez le client'),
  model_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional()),
  amount: z.coerce.number({ error: 'Montant invalide' }).int('Montant en euros entiers').positive('Montant invalide'),
});
export type SubscriptionPackInput = z.output<typeof subscriptionPackSchema>;

export const signatureCodeSchema = z.string().trim().regex(/^\d{6}$/, 'Le code comporte 6 chiffres');
