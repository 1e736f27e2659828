import 'server-only';
import { endingStreamsSignal } from '@/platform/graceful-stop';
import { openLiveEvents } from '@/lib/partner/events';
import type { AuthenticatedSession } from '@/lib/auth/session';

/** A stream ends after this long (or just before its access token expires): the browser reconnects, and the proxy refreshes the token on the way. */
const MAX_STREAM_MS = 5 * 60_000;
const TOKEN_MARGIN_MS = 15_000;
/** What the browser waits before reconnecting when this instance stops: another one answers by then. */
const RECONNECT_MS = 1_000;
const encoder = new TextEncoder();

export function parseLastEventId(raw: string | null): number | undefined {
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

const refused = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The browser's SSE answer: the partner API's event stream passed through as it comes (events, ids, retry hints,
 * pings), ended cleanly before the access token expires or with a retry hint when this instance stops. A refused
 * or unreachable API answers 401 or 503.
 */
export async function liveEventStream(params: { session: AuthenticatedSession; lastEventId: string | null; signal: AbortSignal }): Promise<Response> {
  const { session } = params;
  const ending = endingStreamsSignal();
  if (ending.aborted) return refused(503);
  const endsAt = Math.min(Date.now() + MAX_STREAM_MS, (session.accessExpiresAt ?? Date.now() + MAX_STREAM_MS) - TOKEN_MARGIN_MS);
  let upstream: Response;
  try {
    upstream = await openLiveEvents(session.accessToken, parseLastEventId(params.lastEventId), params.signal);
  } catch {
    return refused(503);
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    return refused(upstream.status === 401 ? 401 : 503);
  }
  const reader = upstream.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const timer = setTimeout(() => void reader.cancel(), Math.max(0, endsAt - Date.now()));
      const stop = () => {
        controller.enqueue(encoder.encode(`retry: ${RECONNECT_MS}\n\n`));
        void reader.cancel();
      };
      ending.addEventListener('abort', stop, { once: true });
      try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) controller.enqueue(chunk.value);
      } catch {
        // The API went away mid-stream: the browser reconnects after the retry hint it was given.
      } finally {
        clearTimeout(timer);
        ending.removeEventListener('abort', stop);
        controller.close();
      }
    },
    cancel() {
      void reader.cancel();
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store, no-transform', 'X-Accel-Buffering': 'no' },
  });
}
