import { timingSafeEqual } from 'node:crypto';
import { LOOPBACK } from './client-address.ts';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build) and by the partner API:
// relative imports only, erasable TypeScript only.

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Who may read the metrics: a scraper on this machine talking to the instance directly (loopback peer, no
 * forwarding header, so not a browser relayed by a balancer on loopback), or anyone showing `METRICS_TOKEN`.
 */
export function mayReadMetrics(request: { peer: string | undefined; forwarded: boolean; authorization: string | undefined; token: string | undefined }): boolean {
  if (request.token && request.authorization && sameText(request.authorization, `Bearer ${request.token}`)) return true;
  const peer = (request.peer ?? '').replace(/^::ffff:/i, '');
  return !request.forwarded && LOOPBACK.includes(peer);
}
