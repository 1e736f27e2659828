import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { authSessions, idempotencyKeys, rateLimits, refreshTokens } from '../schema';
import { purgeExpiredRows } from './purge';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-06-01T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('purgeExpiredRows', () => {
  it('drops expired sessions with their refresh tokens, old idempotency keys and rate windows, and keeps live ones', async () => {
    const user = await t.fixtures.user({ email: 'purge@is.demo' });
    const session = (expiresAt: Date, revokedAt: Date | null = null) => ({ id: randomUUID(), userId: user.id, createdAt: ago(48), lastActiveAt: ago(48), expiresAt, revokedAt });
    const [expired, revoked, live] = [session(ago(30)), session(ago(-5), ago(30)), session(ago(-5))];
    await t.db.insert(authSessions).values([expired, revoked, live]);
    await t.db.insert(refreshTokens).values([expired, live].map((s) => ({ sessionId: s.id, tokenHash: randomUUID(), createdAt: ago(48) })));
    await t.db.insert(idempotencyKeys).values([
      { userId: user.id, key: 'old-key-0001', request: 'POST /api/options', createdAt: ago(30) },
      { userId: user.id, key: 'new-key-0001', request: 'POST /api/options', createdAt: ago(1) },
    ]);
    await t.db.insert(rateLimits).values([
      { key: 'login:account:purge@is.demo', windowStart: ago(30), count: 3 },
      { key: 'login:account:purge@is.demo', windowStart: ago(0.1), count: 1 },
    ]);

    expect(await purgeExpiredRows(t.db, { now })).toMatchObject({ sessions: 2, idempotencyKeys: 1, rateLimits: 1 });
    expect((await t.db.select().from(authSessions)).map((s) => s.id)).toEqual([live.id]);
    expect((await t.db.select().from(refreshTokens)).map((r) => r.sessionId)).toEqual([live.id]);
    expect((await t.db.select().from(idempotencyKeys)).map((k) => k.key)).toEqual(['new-key-0001']);
    expect(await t.db.select().from(rateLimits)).toHaveLength(1);
  });

});
