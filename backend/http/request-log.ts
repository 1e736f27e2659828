import type { MiddlewareHandler } from 'hono';
import { acceptedRequestId } from '../../platform/request-id';
import { requestScope, type Logger } from '../logger';

/**
 * Takes the app's X-Request-Id (or makes one), serves the request inside its scope so every line logged meanwhile
 * carries it, echoes it, and logs one line per request: method, path without its query (which may hold an email),
 * status and duration.
 */
export function withRequestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const requestId = acceptedRequestId(c.req.header('x-request-id'));
    const started = performance.now();
    await requestScope.run({ requestId }, next);
    c.header('X-Request-Id', requestId);
    const line = { reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    if (c.res.status >= 500) logger.error(line, 'requête');
    else logger.info(line, 'requête');
  };
}
