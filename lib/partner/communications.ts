import 'server-only';
import { forgetSession } from '@/lib/cache/session-cache';
import type { CommunicationsInput } from '@/lib/validation/engagement';
import { partnerJson } from './client';

// PUT cgps/{id} – the adviser's communication preferences (form names informations_par_email/_sms, SPEC §3)
export async function updateCommunications(token: string, id: number, input: CommunicationsInput) {
  const answer = await partnerJson<{ message: string; data: CommunicationsInput }>(`cgps/${id}`, { method: 'PUT', token, body: input });
  // The frame shows these preferences from the profile kept for the session.
  forgetSession(token);
  return answer;
}
