'use server';

import { z } from 'zod';
import {
  createSubscriptionPack,
  resendSignatureCode,
  signSubscription,
  type SignerRole,
  type Subscription,
} from '@/lib/partner/subscriptions';
import { fieldErrorsOf } from '@/lib/validation/auth';
import { signatureCodeSchema, subscriptionPackSchema } from '@/lib/validation/subscription';
import { invalidInput, runPartner, type SellingResult } from '@/lib/partner-action';

const idSchema = z.number().int().positive().max(2_147_483_647);
const roleSchema = z.enum(['conseiller', 'client']);
type Answer = SellingResult<{ message?: string; data: Subscription }>;

/** PUT fonds/{id}/pack-souscription – one pack per intended action (idempotency key). */
export async function createPackAction(fundId: number, input: unknown, idempotencyKey: string): Promise<Answer> {
  const parsed = subscriptionPackSchema.safeParse(input);
  if (!parsed.success) return invalidInput(fieldErrorsOf(parsed.error));
  if (!idSchema.safeParse(fundId).success || !/^[A-Za-z0-9_-]{8,128}$/.test(idempotencyKey)) return invalidInput({ _: 'Requête invalide' });
  return runPartner((token) => createSubscriptionPack(token, fundId, parsed.data, idempotencyKey), { mutation: true });
}

/** POST souscriptions/{id}/signature */
export async function signAction(id: number, role: SignerRole, code: string): Promise<Answer> {
  const parsed = signatureCodeSchema.safeParse(code);
  if (!parsed.success) return invalidInput({ code: parsed.error.issues[0].message });
  if (!idSchema.safeParse(id).success || !roleSchema.safeParse(role).success) return invalidInput({ _: 'Requête invalide' });
  return runPartner((token) => signSubscription(token, id, role, parsed.data), { mutation: true });
}

/** POST souscriptions/{id}/codes */
export async function resendCodeAction(id: number, role: SignerRole): Promise<Answer> {
  if (!idSchema.safeParse(id).success || !roleSchema.safeParse(role).success) return invalidInput({ _: 'Requête invalide' });
  return runPartner((token) => resendSignatureCode(token, id, role), { mutation: true });
}
