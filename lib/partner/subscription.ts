import { SUBSCRIBE_NOW, type SubscribeState } from '@/contract/subscribe-now';

export type { SubscribeState } from '@/contract/subscribe-now';

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
export function dataOrSubscribe<T>(body: { data: T } | { message: string } | string): { data: T } | SubscribeState {
  return isSubscribeAnswer(body) ? subscribeState(body as { message: string } | string) : { data: (body as { data: T }).data };
}

/** The subscribe state a refusal answer stands for. */
export function subscribeState(body: { message: string } | string): SubscribeState {
  return { subscribe: true, message: typeof body === 'string' ? body : body.message };
}

export function isSubscribeState(value: unknown): value is SubscribeState {
  return typeof value === 'object' && value !== null && (value as { subscribe?: unknown }).subscribe === true;
}
