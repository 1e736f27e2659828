import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AuthEnv } from '../auth/with-auth';
import { idempotencyKeys } from '../db/schema';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { idempotencyKeySchema } from '../../contract/ids';
import { messages } from '../../contract/messages';

/** A claim still "in progress" after this long belongs to a request that died (crash, lost connection). */
export const IDEMPOTENCY_CLAIM_TTL_MS = 60_000;
/** Answers are replayed for a day; the purge drops older keys. */
export const IDEMPOTENCY_KEY_TTL_MS = 86_400_000;

const reusedMessage = messages.api.idempotency.reused;

/**
 * Honours `Idempotency-Key` (after `withAuth`): the first request with a key runs, a repeat while it runs gets
 * 409, a repeat after a success gets the same answer again, the same key on another path or body gets 422.
 * Failures are forgotten so a corrected retry runs; an abandoned claim expires and can be taken over.
 */
export function withIdempotency(deps: Deps) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key) return next();
    if (!idempotencyKeySchema.safeParse(key).success) throw new ApiError('unprocessable', messages.api.idempotency.invalidKey);
    const userId = c.var.caller.id;
    const request = `${c.req.method} ${new URL(c.req.url).pathname}`;
    const fingerprint = createHash('sha256').update(await c.req.text()).digest('hex');
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
    const now = deps.clock.now();

    const claimed = await deps.db
      .insert(idempotencyKeys)
      .values({ userId, key, request, fingerprint, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { request, fingerprint, createdAt: now, status: null, body: null },
        setWhere: and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_CLAIM_TTL_MS))),
      })
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [row] = await deps.db.select().from(idempotencyKeys).where(mine).limit(1);
      if (!row || row.request !== request || row.fingerprint !== fingerprint) throw new ApiError('unprocessable', reusedMessage);
      if (row.status === null) throw new ApiError('conflict', messages.api.idempotency.inProgress);
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
