import { createMiddleware } from 'hono/factory';
import type { Deps } from '../deps';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After any request that changed something (a write answered 2xx or 3xx), the apps drop the pages they keep, and
 * the caller hears of its success only then: a page reloaded after a change, by anyone, is rendered anew.
 */
export function withPageChanges(deps: Pick<Deps, 'pages'>) {
  return createMiddleware(async (c, next) => {
    await next();
    if (READS.has(c.req.method) || c.res.status >= 400) return;
    await deps.pages.changed();
  });
}
