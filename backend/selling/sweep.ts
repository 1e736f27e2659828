import { createMiddleware } from 'hono/factory';
import { sweepOptions } from '../db/queries/options';
import type { Deps } from '../deps';

const SWEEP_EVERY_MS = 5_000;

/**
 * Keeps lot statuses true for every reader (the lot grid included): before a request, options the clock has
 * overtaken lapse, at most once per 5 s of backend time (a moved test clock sweeps at once).
 */
export function withOptionSweep(deps: Deps) {
  let last = 0;
  let running: Promise<unknown> | undefined;
  return createMiddleware(async (_c, next) => {
    const now = deps.clock.now();
    if (!running && (now.getTime() - last >= SWEEP_EVERY_MS || now.getTime() < last)) {
      last = now.getTime();
      running = sweepOptions(deps.db, { now }).finally(() => {
        running = undefined;
      });
    }
    if (running) await running.catch((error: unknown) => deps.logger.warn(`[options] balayage en échec : ${String(error)}`));
    await next();
  });
}
