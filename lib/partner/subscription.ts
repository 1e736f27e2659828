import { SUBSCRIBE_NOW, type SubscribeState } from '@/contract/subscribe';

export type { SubscribeState } from '@/contract/subscribe';

const subscribeNow = (text: string) => text.toLowerCase().includes(SUBSCRIBE_NOW.toLowerCase());

/**
 * SPEC §6: an answer holding a message instead of data, or the words 'Subscribe now', means the adviser is not
 * subscribed; the screen shows a subscribe state rather than an error.
 */
export function isSubscribeAnswer(body: unknown): boolean {
  if (typeof body === 'string') return subscribeNow(body);
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return typeof record.message === 'string' && (!('data' in record) || subscribeNow(record.message));
}

/** The data of an answer, or the subscribe state when the answer is a subscription refusal. */
export function dataOrSubscribe<T>(body: unknown): { data: T } | SubscribeState {
  if (isSubscribeAnswer(body)) {
    const message = typeof body === 'object' && body !== null ? String((body as { message?: unknown }).message ?? '') : String(body);
    return { subscribe: true, message };
  }
  return { data: (body as { data: T }).data };
}

export function isSubscribeState(value: unknown): value is SubscribeState {
  return typeof value === 'object' && value !== null && (value as { subscribe?: unknown }).subscribe === true;
}
