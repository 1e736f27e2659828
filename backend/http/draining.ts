import { stoppingSignal } from '../../platform/graceful-stop';

type Fetch = (request: Request, env?: object) => Response | Promise<Response>;
const CHECKS = new Set(['/api/health', '/api/ready']);

/** While the instance stops, its health and readiness checks fail so the balancer sends it nothing new. */
export function withDraining(fetch: Fetch): Fetch {
  const stopping = stoppingSignal();
  return (request, env) =>
    stopping.aborted && CHECKS.has(new URL(request.url).pathname)
      ? Response.json({ status: 'error', database: 'ok', stopping: true }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
      : fetch(request, env);
}
