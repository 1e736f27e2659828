'use server';

import { z } from 'zod';
import {
  createSubscriptionPack,
  resendSignatureCode,
  signSubscription,
  type SignerRole,
  type Subscription,
} from '@/lib/partner/subscriptions';
import { signatureCodeSchema, subscriptionPackSchema } from '@/contract/subscriptions';
import { idempotencyKeySchema, idSchema } from '@/contract/ids';
import type { ActionResult } from '@/lib/actions/action-result';
import { checkedAction } from '@/lib/actions/checked-action';
import { invalidInput, invalidRequest, partnerAction } from '@/lib/actions/partner-action';

const roleSchema = z.enum(['conseiller', 'client']);
type Answer = ActionResult<{ message?: string; data: Subscription }>;

/** PUT fonds/{id}/pack-souscription – one pack per intended action (idempotency key). */
export async function createPackAction(fundId: number, input: unknown, idempotencyKey: string): Promise<Answer> {
  if (!idSchema.safeParse(fundId).success || !idempotencyKeySchema.safeParse(idempotencyKey).success) return invalidRequest('request');
  return checkedAction(subscriptionPackSchema, input, (token, body) => createSubscriptionPack(token, fundId, body, idempotencyKey));
}

/** POST souscriptions/{id}/signature */
export async function signAction(id: number, role: SignerRole, code: string): Promise<Answer> {
  const parsed = signatureCodeSchema.safeParse(code);
  if (!parsed.success) return invalidInput({ code: parsed.error.issues[0].message });
  if (!idSchema.safeParse(id).success || !roleSchema.safeParse(role).success) return invalidRequest('request');
  return partnerAction((token) => signSubscription(token, id, role, parsed.data), { mutation: true });
}

/** POST souscriptions/{id}/codes */
export async function resendCodeAction(id: number, role: SignerRole): Promise<Answer> {
  if (!idSchema.safeParse(id).success || !roleSchema.safeParse(role).success) return invalidRequest('request');
  return partnerAction((token) => resendSignatureCode(token, id, role), { mutation: true });
}
