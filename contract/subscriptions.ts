import { z } from 'zod';
import { idInputSchema } from './ids';
import { messages } from './messages';

const m = messages.fieldErrors.subscription;

export const SIGNER_ROLES = ['conseiller', 'client'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const SUBSCRIPTION_STATUSES = ['pending_signature', 'signed', 'cancelled'] as const;

const noneWhenBlank = (value: unknown) => (value === '' || value === null ? undefined : value);

/** PUT fonds/{id}/pack-souscription: the form, the action and the API check these. */
export const subscriptionPackSchema = z.object({
  client_id: idInputSchema(m.client),
  model_id: z.preprocess(noneWhenBlank, idInputSchema(messages.api.subscriptions.model).optional()),
  amount: z.coerce.number({ error: m.amount }).int(m.wholeEuros).positive(m.amount).max(100_000_000, m.amount),
});
export type SubscriptionPackInput = z.output<typeof subscriptionPackSchema>;

/** A signer's one-time code, as mailed. */
export const signatureCodeSchema = z.string().trim().regex(/^\d{6}$/, m.code);

const signerRoleSchema = z.enum(SIGNER_ROLES, { error: messages.api.subscriptions.signer });
/** POST souscriptions/{id}/codes */
export const codeRequestSchema = z.object({ role: signerRoleSchema });
/** POST souscriptions/{id}/signature */
export const signatureSchema = z.object({ role: signerRoleSchema, code: signatureCodeSchema });

export const subscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  amount: z.number().int(),
  created_at: z.string(),
  signed_at: z.string().nullable(),
  fund: z.object({ id: z.number().int(), name: z.string() }),
  client: z.object({ id: z.number().int(), prenom: z.string(), nom: z.string(), email: z.string().nullable() }),
  signers: z.array(z.object({ role: z.enum(SIGNER_ROLES), name: z.string(), email: z.string(), signed_at: z.string().nullable() })),
  document_url: z.string().describe('PDF à signer, puis signé'),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Every step of a subscription answers it as it now stands, with the API's confirmation. */
export const subscriptionAnswerSchema = z.object({ message: z.string().optional(), data: subscriptionSchema });
