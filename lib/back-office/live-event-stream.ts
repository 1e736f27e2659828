import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LiveEvent } from '@/contract/back-office';
import { readLiveEvents } from '@/lib/partner/events';
import { isPartnerApiError } from '@/lib/errors';
import type { AuthenticatedSession } from '@/lib/session';

/** A stream ends after this long (or just before its access token expires): the browser reconnects, and the proxy refreshes the token on the way. */
const MAX_STREAM_MS = 5 * 60_000;
const TOKEN_MARGIN_MS = 15_000;
const RETRY_AFTER_FAILURE_MS = 2_000;
/** What EventSource waits before reconnecting. */
const RECONNECT_MS = 1_000;

const encoder = new TextEncoder();

export function parseLastEventId(raw: string | null): number | undefined {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

export const eventFrame = (event: LiveEvent) => `id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event)}\n\n`;
/** An id alone moves the browser's Last-Event-ID past events that were not the user's, without an event. */
export const cursorFrame = (id: number) => `id: ${id}\n\n`;

/** The SSE body: long polls of `GET events` one after the other, each event written as it comes. */
export function liveEventStream(params: { session: AuthenticatedSession; lastEventId: string | null; signal: AbortSignal }) {
  const { session, signal } = params;
  const token = session.accessToken;
  const endsAt = Math.min(Date.now() + MAX_STREAM_MS, (session.accessExpiresAt ?? Date.now() + MAX_STREAM_MS) - TOKEN_MARGIN_MS);

  let cancelled = false;
  const listening = () => !cancelled && !signal.aborted && Date.now() < endsAt;
  return new ReadableStream<Uint8Array>({
    cancel() {
      cancelled = true;
    },
    async start(controller) {
      const write = (text: string) => controller.enqueue(encoder.encode(text));
      write(`retry: ${RECONNECT_MS}\n\n`);
      let cursor = parseLastEventId(params.lastEventId);
      while (listening()) {
        try {
          const answer = await readLiveEvents(token, cursor);
          for (const event of answer.data) write(eventFrame(event));
          if (answer.last_id !== cursor) write(cursorFrame(answer.last_id));
          cursor = answer.last_id;
          write(': ping\n\n');
        } catch (error) {
          if (isPartnerApiError(error) && error.isUnauthorized) break;
          await sleep(RETRY_AFTER_FAILURE_MS);
        }
      }
      if (!cancelled) controller.close();
    },
  });
}
