import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../db/schema';
import { FIXTURE_PASSWORD } from '../test/fixtures';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;

// Access tokens outlive the idle limit here, so only the idle rule can end the sessions below.
beforeAll(async () => {
  t = await createTestApp({ accessTokenTtlSeconds: 4 * 3600 });
  await t.fixtures.user({ email: 'conseiller@lrp.demo' });
});
afterAll(() => t.close());

const minutes = (count: number) => t.deps.clock.advance(count * 60);
const login = async () => (await t.call('POST', '/api/login', { body: { email: 'conseiller@lrp.demo', password: FIXTURE_PASSWORD } })).body;
const profile = (token: string) => t.call('GET', '/api/user-infos', { token });
const refresh = (refreshToken: string) => t.call('POST', '/api/token/refresh', { body: { refresh_token: refreshToken } });

describe('session idle timeout (SESSION_IDLE_MINUTES, 30 by default)', () => {
  it('keeps a session alive while the adviser keeps calling within 30 minutes', async () => {
    const pair = await login();
    minutes(20);
    expect((await profile(pair.access_token)).status).toBe(200);
    minutes(20);
    expect((await profile(pair.access_token)).status).toBe(200);
  });

  it('ends a session after 30 minutes without a call: its access and refresh tokens get 401 Token invalide', async () => {
    const pair = await login();
    minutes(30);
    const res = await profile(pair.access_token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Token invalide' });
    expect((await refresh(pair.refresh_token)).status).toBe(401);
  });

  it('stays ended when the clock goes back', async () => {
    const pair = await login();
    minutes(31);
    expect((await profile(pair.access_token)).status).toBe(401);
    t.deps.clock.advance(-31 * 60);
    expect((await profile(pair.access_token)).status).toBe(401);
  });

  it('does not count a token refresh as activity', async () => {
    const pair = await login();
    minutes(20);
    const next = await refresh(pair.refresh_token);
    expect(next.status).toBe(200);
    minutes(11);
    expect((await profile(next.body.access_token)).status).toBe(401);
    expect((await refresh(next.body.refresh_token)).status).toBe(401);
  });

  it('writes the activity at most once a minute', async () => {
    const pair = await login();
    const sessionId = String(decodeJwt(pair.access_token).sid);
    const lastActive = async () => {
      const [row] = await t.db.select({ at: authSessions.lastActiveAt }).from(authSessions).where(eq(authSessions.id, sessionId));
      return row.at.getTime();
    };
    const atLogin = await lastActive();
    t.deps.clock.advance(30);
    await profile(pair.access_token);
    expect(await lastActive()).toBe(atLogin);
    t.deps.clock.advance(31);
    await profile(pair.access_token);
    expect(await lastActive()).toBeGreaterThanOrEqual(atLogin + 61_000);
  });
});
