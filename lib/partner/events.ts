import 'server-only';
import type { LiveEventsAnswer } from '@/contract/back-office';
import { partnerJson } from './client';

/** Seconds the API holds a call open waiting for an event; under the partner call timeout. */
export const EVENTS_WAIT_SECONDS = 10;

// GET events?after=&wait= – the caller's live updates after an id (long poll); without `after`, where the stream stands
export function readLiveEvents(token: string, after?: number) {
  return partnerJson<LiveEventsAnswer>('events', { token, query: { after, wait: after === undefined ? 0 : EVENTS_WAIT_SECONDS } });
}
