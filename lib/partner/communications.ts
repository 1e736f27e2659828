import 'server-only';
import type { CommunicationsInput } from '@/lib/validation/engagement';
import { partnerJson } from './client';

// PUT cgps/{id} – the adviser's communication preferences (form names informations_par_email/_sms, SPEC §3)
export function updateCommunications(token: string, id: number, input: CommunicationsInput) {
  return partnerJson<{ message: string; data: CommunicationsInput }>(`cgps/${id}`, { method: 'PUT', token, body: input });
}
