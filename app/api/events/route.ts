import { liveEventStream } from '@/lib/back-office/live-event-stream';
import { readSession } from '@/lib/session';

// GET /api/events – server-sent events: the signed-in user's live updates (lots, KYC, messages), read from the
// partner API, which reads them from the database: every app instance sees every change.
export async function GET(request: Request) {
  // The proxy has refreshed the access token of this request if it was about to expire.
  const session = await readSession();
  if (!session) return new Response(null, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  return new Response(liveEventStream({ session, lastEventId: request.headers.get('last-event-id'), signal: request.signal }), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
