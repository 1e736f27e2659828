import type { Server } from 'node:http';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build), the cluster script and the
// partner API: relative imports only, erasable TypeScript only.

/**
 * How long a kept-alive connection may stay idle before the server closes it. A balancer keeps idle connections to
 * its instances in a pool and sends later requests on them (HAProxy closes an idle server connection after its
 * `timeout server`, 60 s in `npm run cluster`). If the instance closes first, Node's default 5 s, a request the
 * balancer sends at that moment meets a closed socket, and HAProxy closes the client's connection unanswered,
 * counting on the client to retry: a browser does, a program's HTTP client reports a socket error. So the instance
 * waits longer than any balancer in front of it: the balancer always closes first.
 */
export const IDLE_CONNECTION_MS = 75_000;

/** Applies the idle timeout to a Node HTTP server; the headers deadline must outlast it, or it would cut idle connections first. */
export function keepIdleConnections(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
