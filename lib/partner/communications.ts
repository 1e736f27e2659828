import 'server-only';
import { forgetSession } from '@/lib/cache/session-cache';
import { communicationsAnswerSchema, type CommunicationsInput } from '@/contract/communications';
import { partnerJson } from './client';

// PUT cgps/{id} – the adviser's communication preferences (form names informations_par_email/_sms, SPEC §3)
export async function updateCommunications(token: string, id: number, input: CommunicationsInput) {
  const answer = await partnerJson(`cgps/${id}`, { method: 'PUT', token, body: input, answer: communicationsAnswerSchema });
  // The frame shows these preferences from the profile kept for the session.
  forgetSession(token);
  return answer;
}
