import 'server-only';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@/platform/request-id';
import { getRequestId } from '@/lib/http/request-context';
import { partnerUrl } from './client';
import { partnerFetch } from './dispatcher';

// GET events/stream – the caller's live updates as server-sent events, pushed by the API as they are committed,
// after `Last-Event-ID` when given. Open for as long as `signal` allows, so outside the usual call timeout.
export async function openLiveEvents(token: string, lastEventId: number | undefined, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    Authorization: `Bearer ${token}`,
    [REQUEST_ID_HEADER]: acceptedRequestId(await getRequestId()),
  };
  if (lastEventId !== undefined) headers['Last-Event-ID'] = String(lastEventId);
  return partnerFetch(partnerUrl('events/stream'), { headers, signal });
}
