import { firstFieldMessages } from '@/contract/field-errors';
import { messages } from '@/contract/messages';
import type { ActionResult } from '@/lib/actions/action-result';

/**
 * POST /api/back-office/messages/{id}/upload as multipart: the staff's answer and its files, which a server action
 * could not carry (1 MB). The answer comes back in the envelope of the server actions.
 */
export async function sendStaffReply(threadId: number, values: { body: string; attachments: File[] }): Promise<ActionResult<{ message: string }>> {
  const form = new FormData();
  form.append('body', values.body);
  for (const file of values.attachments) form.append('attachments', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/back-office/messages/${threadId}/upload`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  } catch {
    return { ok: false, status: 0, message: messages.errors.unavailable, fieldErrors: {} };
  }
  const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  if (response.ok) return { ok: true, data: { message: answer.message ?? '' }, message: answer.message };
  return { ok: false, status: response.status, message: answer.message, fieldErrors: firstFieldMessages(answer.errors ?? {}) };
}
