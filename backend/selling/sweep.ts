import { createMiddleware } from 'hono/factory';
import { sweepOptions } from '../db/queries/options';
import { findDbFailure } from '../db/db-errors';
import type { Deps } from '../deps';

const SWEEP_EVERY_MS = 5_000;

/** Requests that show or change option states: they need the sweep done at their own time. */
const readsOptionState = (path: string) => path.startsWith('/api/options') || /^\/api\/client\/[^/]+\/reservation$/.test(path);

/**
 * Keeps lot statuses true for every reader (the lot grid included): before a request, options the clock has
 * overtaken lapse, at most once per 5 s of backend time (a moved test clock sweeps at once). Option requests act
 * on the exact state, so they always sweep: this is the one sweep of every request.
 */
export function withOptionSweep(deps: Deps) {
  let last = 0;
  let running: Promise<unknown> | undefined;
  return createMiddleware(async (c, next) => {
    const now = deps.clock.now();
    const exact = readsOptionState(c.req.path);
    if (exact && running) await running.catch(() => undefined);
    if (!running && (exact || now.getTime() - last >= SWEEP_EVERY_MS || now.getTime() < last)) {
      last = now.getTime();
      running = sweepOptions(deps.db, { now }).finally(() => {
        running = undefined;
      });
    }
    if (running) await running.catch((error: unknown) => deps.logger.warn({ code: findDbFailure(error)?.code ?? 'erreur' }, 'balayage des options en échec'));
    await next();
  });
}
