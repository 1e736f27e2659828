import 'server-only';
import type { MessageAttachment } from '@/contract/message-attachments';
import type { ReplyInput, ThreadInput } from '@/lib/validation/messaging';
import { partnerJson, partnerResponse } from './client';
import type { PagedResponse } from './paging';

export interface Message {
  id: number;
  author: 'cgp' | 'staff';
  body: string;
  created_at: string;
  read_at: string | null;
  attachments: MessageAttachment[];
}

export interface Thread {
  id: number;
  subject: string;
  archived: boolean;
  created_at: string;
  updated_at: string;
  /** Back-office answers not read yet. */
  unread: number;
}

export type ThreadDetail = Thread & { messages: Message[] };

// GET messages/threads – the adviser's conversations with the back-office
export function listThreads(token: string, query: { page?: number; per_page?: number } = {}) {
  return partnerJson<PagedResponse<Thread>>('messages/threads', { token, query });
}

// GET messages/threads/{id} – one conversation (its answers become read)
export function getThread(token: string, id: number) {
  return partnerJson<{ data: ThreadDetail }>(`messages/threads/${id}`, { token });
}

// POST messages/threads/{id} – reply
export function replyToThread(token: string, id: number, input: ReplyInput) {
  return partnerJson<{ data: ThreadDetail }>(`messages/threads/${id}`, { method: 'POST', token, body: input });
}

// POST messages/threads – start a conversation
export function createThread(token: string, input: ThreadInput) {
  return partnerJson<{ data: ThreadDetail }>('messages/threads', { method: 'POST', token, body: input });
}

// GET messages/threads/{id}/attachments/{attachmentId} – a file the back-office joined to an answer, streamed
export function fetchMessageAttachment(token: string, threadId: number, attachmentId: number) {
  return partnerResponse(`messages/threads/${threadId}/attachments/${attachmentId}`, { token });
}
