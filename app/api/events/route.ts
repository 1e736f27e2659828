import { liveEventStream } from '@/lib/back-office/live-event-stream';
import { readSession } from '@/lib/auth/session';

// GET /api/events – server-sent events: the signed-in user's live updates (lots, KYC, messages), pushed by the
// partner API, which hears of them from the database: every app instance sees every change.
export async function GET(request: Request) {
  // The proxy has refreshed the access token of this request if it was about to expire.
  const session = await readSession();
  if (!session) return new Response(null, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  // The browser's reconnections send Last-Event-ID; a first connection may resume after a page's cursor (`?after=`).
  const lastEventId = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('after');
  return liveEventStream({ session, lastEventId, signal: request.signal });
}
