import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AuthEnv } from '../auth/with-auth';
import { idempotencyKeys } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../errors';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * Honours `Idempotency-Key` (after `withAuth`): the first request with a key runs, a repeat while it runs gets
 * 409, a repeat after a success gets the same answer again. Failures are forgotten so a corrected retry runs.
 */
export function withIdempotency(deps: Deps) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key) return next();
    if (!KEY_PATTERN.test(key)) throw new ApiError('unprocessable', "La clé d'idempotence est invalide");
    const userId = c.var.caller.id;
    const request = `${c.req.method} ${new URL(c.req.url).pathname}`;
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

    const claimed = await deps.db
      .insert(idempotencyKeys)
      .values({ userId, key, request, createdAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [row] = await deps.db.select().from(idempotencyKeys).where(mine).limit(1);
      if (!row || row.request !== request) {
        throw new ApiError('unprocessable', "Cette clé d'idempotence a déjà servi pour une autre demande");
      }
      if (row.status === null) throw new ApiError('conflict', 'Cette demande est déjà en cours de traitement');
      c.header('Idempotent-Replayed', 'true');
      return c.json(row.body as object, row.status as 200);
    }

    await next();
    if (c.res.status >= 200 && c.res.status < 300) {
      const body = c.res.status === 204 ? null : await c.res.clone().json();
      await deps.db.update(idempotencyKeys).set({ status: c.res.status, body }).where(mine);
    } else {
      await deps.db.delete(idempotencyKeys).where(mine);
    }
  });
}
