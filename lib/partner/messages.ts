import 'server-only';
import { threadAnswerSchema, threadPageSchema, type ReplyInput, type ThreadInput } from '@/contract/messaging';
import { partnerJson, partnerNoContent, partnerResponse } from './client';

export type { Message, Thread, ThreadDetail } from '@/contract/messaging';

// GET messages/threads – the adviser's conversations with the back-office
export function listThreads(token: string, query: { page?: number; per_page?: number } = {}) {
  return partnerJson('messages/threads', { token, query, answer: threadPageSchema });
}

// GET messages/threads/{id} – one conversation, unchanged by the reading
export function getThread(token: string, id: number) {
  return partnerJson(`messages/threads/${id}`, { token, answer: threadAnswerSchema });
}

// PUT messages/threads/{id}/read – the adviser has seen the conversation: the back-office's answers become read
export function markThreadRead(token: string, id: number) {
  return partnerNoContent(`messages/threads/${id}/read`, { method: 'PUT', token });
}

// POST messages/threads/{id} – reply
export function replyToThread(token: string, id: number, input: ReplyInput) {
  return partnerJson(`messages/threads/${id}`, { method: 'POST', token, body: input, answer: threadAnswerSchema });
}

// POST messages/threads – start a conversation
export function createThread(token: string, input: ThreadInput) {
  return partnerJson('messages/threads', { method: 'POST', token, body: input, answer: threadAnswerSchema });
}

// GET messages/threads/{id}/attachments/{attachmentId} – a file the back-office joined to an answer, streamed
export function fetchMessageAttachment(token: string, threadId: number, attachmentId: number) {
  return partnerResponse(`messages/threads/${threadId}/attachments/${attachmentId}`, { token });
}
