import 'server-only';
import type { SubscriptionPackInput } from '@/lib/validation/subscription';
import { partnerJson, partnerResponse } from './client';

export type SignerRole = 'conseiller' | 'client';

export interface Subscription {
  id: number;
  status: 'pending_signature' | 'signed' | 'cancelled';
  amount: number;
  created_at: string;
  signed_at: string | null;
  fund: { id: number; name: string };
  client: { id: number; prenom: string; nom: string; email: string | null };
  signers: { role: SignerRole; name: string; email: string; signed_at: string | null }[];
  document_url: string;
}

type Answer = { message?: string; data: Subscription };

// PUT fonds/{id}/pack-souscription – build the pack and mail the signers' codes (idempotent per key)
export function createSubscriptionPack(token: string, fundId: number, input: SubscriptionPackInput, idempotencyKey: string) {
  return partnerJson<Answer>(`fonds/${fundId}/pack-souscription`, {
    method: 'PUT',
    token,
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

// POST souscriptions/{id}/signature – a signer's one-time code
export function signSubscription(token: string, id: number, role: SignerRole, code: string) {
  return partnerJson<Answer>(`souscriptions/${id}/signature`, { method: 'POST', token, body: { role, code } });
}

// POST souscriptions/{id}/codes – a new code for a signer
export function resendSignatureCode(token: string, id: number, role: SignerRole) {
  return partnerJson<Answer>(`souscriptions/${id}/codes`, { method: 'POST', token, body: { role } });
}

// GET souscriptions/{id}/document – the PDF, streamed by the BFF route handler
export function subscriptionDocument(token: string, id: number) {
  return partnerResponse(`souscriptions/${id}/document`, { token });
}
