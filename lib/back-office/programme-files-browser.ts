import { tooLargeMessage } from '@/contract/back-office-programmes';
import { messages } from '@/contract/messages';

/** POST /api/back-office/programmes/{id}/files as multipart; resolves with the API's confirmation, rejects with its French reason. */
export async function sendProgrammeFile(programmeId: number, form: FormData): Promise<string> {
  const response = await fetch(`/api/back-office/programmes/${programmeId}/files`, { method: 'POST', body: form, headers: { Accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  if (response.ok) return body?.message ?? '';
  throw new Error(body?.message ?? (response.status === 413 ? tooLargeMessage('document') : messages.errors.generic));
}
