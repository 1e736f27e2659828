import 'server-only';
import { subscriptionAnswerSchema, type SignerRole, type SubscriptionPackInput } from '@/contract/subscriptions';
import { partnerJson, partnerResponse } from './client';

export type { SignerRole, Subscription } from '@/contract/subscriptions';

// PUT fonds/{id}/pack-souscription – build the pack and mail the signers' codes (idempotent per key)
export function createSubscriptionPack(token: string, fundId: number, input: SubscriptionPackInput, idempotencyKey: string) {
  return partnerJson(`fonds/${fundId}/pack-souscription`, {
    method: 'PUT',
    token,
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    answer: subscriptionAnswerSchema,
  });
}

// POST souscriptions/{id}/signature – a signer's one-time code
export function signSubscription(token: string, id: number, role: SignerRole, code: string) {
  return partnerJson(`souscriptions/${id}/signature`, { method: 'POST', token, body: { role, code }, answer: subscriptionAnswerSchema });
}

// POST souscriptions/{id}/codes – a new code for a signer
export function resendSignatureCode(token: string, id: number, role: SignerRole) {
  return partnerJson(`souscriptions/${id}/codes`, { method: 'POST', token, body: { role }, answer: subscriptionAnswerSchema });
}

// GET souscriptions/{id}/document – the PDF, streamed by the BFF route handler
export function subscriptionDocument(token: string, id: number) {
  return partnerResponse(`souscriptions/${id}/document`, { token });
}
