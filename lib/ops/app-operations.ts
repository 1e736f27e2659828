import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { stopGracefully, stoppingSignal } from '../../platform/graceful-stop.ts';
import { mayReadMetrics } from '../../platform/metrics-access.ts';
import { appMetrics } from './app-metrics.ts';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build): relative imports only,
// erasable TypeScript only.

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type RouteMatcher = { page: string; regex: RegExp };

/** The build's route patterns (`/residences/[id]`), so metrics name a route, never a raw path. */
export function routeMatchers(manifestFile = path.join(process.cwd(), '.next', 'routes-manifest.json')): RouteMatcher[] {
  try {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { staticRoutes: { page: string; regex: string }[]; dynamicRoutes: { page: string; regex: string }[] };
    return [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  } catch {
    return [];
  }
}

export function routeLabel(pathname: string, matchers: RouteMatcher[]): string {
  if (pathname.startsWith('/_next/')) return '/_next';
  return matchers.find((matcher) => matcher.regex.test(pathname))?.page ?? 'autre';
}

/**
 * Before everything else the app server does: GET /api/metrics for a scraper on loopback or with METRICS_TOKEN,
 * GET /api/ready for the balancer (this instance can serve pages: 200, or 503 while it stops), a failing /api/health
 * while the instance stops, and every other request counted by route and status. Readiness does not ask the partner
 * API, unlike /api/health: when the API is briefly unreachable the instances stay in rotation and show advisers the
 * French outage notice instead of the balancer's bare 503.
 */
export function withOperations(handle: Handler, matchers = routeMatchers()): Handler {
  const metrics = appMetrics();
  const stopping = stoppingSignal();
  return (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname === '/api/metrics') {
      const allowed = mayReadMetrics({
        peer: request.socket.remoteAddress,
        forwarded: Boolean(request.headers['x-forwarded-for'] ?? request.headers.forwarded),
        authorization: request.headers.authorization,
        token: process.env.METRICS_TOKEN,
      });
      if (!allowed) {
        response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Introuvable');
        return;
      }
      void metrics.registry.metrics().then((text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(text));
      return;
    }
    if (pathname === '/api/ready' || (stopping.aborted && pathname === '/api/health')) {
      response
        .writeHead(stopping.aborted ? 503 : 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(stopping.aborted ? '{"status":"stopping"}' : '{"status":"ready"}');
      return;
    }
    const started = performance.now();
    response.once('close', () =>
      metrics.request({ method: request.method ?? 'GET', route: routeLabel(pathname, matchers), status: response.statusCode }, (performance.now() - started) / 1000),
    );
    handle(request, response);
  };
}

/** SIGTERM: out of the balancer, requests in flight finished (live streams end themselves with a retry hint), exit 0. */
export function stopOnSignal(server: Server): void {
  stopGracefully({ server, log: (message) => console.log(`[app] ${message}`) });
}
