import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { FIXTURE_PASSWORD } from '../test/fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await t.fixtures.user({ email: 'conseiller@lrp.demo' });
  await t.fixtures.user({ email: 'faible@lrp.demo', weakPassword: true });
  await t.fixtures.user({ email: 'nouveau@is.demo', brandCode: 'is', activatedAt: null, passwordHash: null });
  await t.fixtures.user({ email: 'refresh@lrp.demo' });
  await t.fixtures.user({ email: 'limite@lrp.demo' });
});
afterAll(() => t.close());

const login = (email: string, password = FIXTURE_PASSWORD) => t.call('POST', '/api/login', { body: { email, password } });

describe('POST /api/login', () => {
  it('returns a token pair and reset_password false for a good password', async () => {
    const res = await login('Conseiller@LRP.demo');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reset_password: false, expires_in: 900 });
    expect(res.body.access_token.split('.')).toHaveLength(3);
    expect(res.body.refresh_token.length).toBeGreaterThanOrEqual(43);
  });

  it('answers reset_password true for an account flagged weak', async () => {
    expect((await login('faible@lrp.demo')).body.reset_password).toBe(true);
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await login('conseiller@lrp.demo', 'Mauvais-Mot2passe!');
    const unknown = await login('personne@lrp.demo');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Email ou mot de passe incorrect' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('tells a not-yet-activated account to use "Première visite" with 403', async () => {
    const res = await login('nouveau@is.demo', 'Nimporte-Quoi-2026!');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Votre compte n'est pas encore activé\u00a0: utilisez le lien «\u202fPremière visite\u202f».");
  });

  it('answers 422 with field errors for a malformed body', async () => {
    const res = await t.call('POST', '/api/login', { body: { email: 'pas-un-email', password: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['Email non conforme']);
    expect(res.body.errors.password).toEqual(['Entrez votre mot de passe']);
  });

  it('refuses an email whose local part exceeds 64 characters', async () => {
    const res = await login(`${'a'.repeat(65)}@lrp.demo`);
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual(['Email non conforme']);
  });

  it('answers 429 with Retry-After on the 11th rapid wrong password for one account', async () => {
    for (let i = 0; i < 10; i++) expect((await login('limite@lrp.demo', 'Mauvais-Mot2passe!')).status).toBe(401);
    const blocked = await login('limite@lrp.demo', 'Mauvais-Mot2passe!');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits for the window to pass.
    expect((await login('limite@lrp.demo')).status).toBe(429);
  });
});

describe('POST /api/token/refresh', () => {
  it('rotates: the new pair works and the access token reaches protected routes', async () => {
    const first = (await login('refresh@lrp.demo')).body;
    const next = await t.call('POST', '/api/token/refresh', { body: { refresh_token: first.refresh_token } });
    expect(next.status).toBe(200);
    expect(next.body.refresh_token).not.toBe(first.refresh_token);
    expect((await t.call('GET', '/api/user-infos', { token: next.body.access_token })).status).toBe(200);
  });

  it('answers a just-rotated token replayed inside the 10-second grace window with the same new refresh token', async () => {
    const first = (await login('refresh@lrp.demo')).body;
    const a = await t.call('POST', '/api/token/refresh', { body: { refresh_token: first.refresh_token } });
    t.deps.clock.advance(5);
    const b = await t.call('POST', '/api/token/refresh', { body: { refresh_token: first.refresh_token } });
    expect(b.status).toBe(200);
    expect(b.body.refresh_token).toBe(a.body.refresh_token);
    expect((await t.call('GET', '/api/user-infos', { token: a.body.access_token })).status).toBe(200);
    // The session did not fork: its one successor rotates once, then is itself spent.
    const c = await t.call('POST', '/api/token/refresh', { body: { refresh_token: b.body.refresh_token } });
    expect(c.status).toBe(200);
    expect(c.body.refresh_token).not.toBe(b.body.refresh_token);
  });

  it('revokes the whole session family when a rotated token is replayed after the grace window', async () => {
    const first = (await login('refresh@lrp.demo')).body;
    const second = (await t.call('POST', '/api/token/refresh', { body: { refresh_token: first.refresh_token } })).body;
    t.deps.clock.advance(11);
    const replay = await t.call('POST', '/api/token/refresh', { body: { refresh_token: first.refresh_token } });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: 'Token invalide' });
    const afterTheft = await t.call('POST', '/api/token/refresh', { body: { refresh_token: second.refresh_token } });
    expect(afterTheft.status).toBe(401);
    expect((await t.call('GET', '/api/user-infos', { token: second.access_token })).status).toBe(401);
  });

  it('refuses unknown and expired refresh tokens with 401 Token invalide', async () => {
    const unknown = await t.call('POST', '/api/token/refresh', { body: { refresh_token: 'inconnu' } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: 'Token invalide' });
    const pair = (await login('refresh@lrp.demo')).body;
    t.deps.clock.advance(36_001);
    const expired = await t.call('POST', '/api/token/refresh', { body: { refresh_token: pair.refresh_token } });
    expect(expired.status).toBe(401);
  });
});

describe('access tokens', () => {
  it('expire after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const pair = (await login('conseiller@lrp.demo')).body;
    t.deps.clock.advance(901);
    const res = await t.call('GET', '/api/user-infos', { token: pair.access_token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Token invalide' });
  });

  it('are refused when missing or forged', async () => {
    expect((await t.call('GET', '/api/user-infos')).status).toBe(401);
    const pair = (await login('conseiller@lrp.demo')).body;
    const forged = `${pair.access_token.slice(0, -4)}AAAA`;
    expect((await t.call('GET', '/api/user-infos', { token: forged })).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session: its access and refresh tokens get 401 Token invalide', async () => {
    const pair = (await login('conseiller@lrp.demo')).body;
    const out = await t.call('POST', '/api/logout', { token: pair.access_token });
    expect(out.status).toBe(204);
    const after = await t.call('GET', '/api/user-infos', { token: pair.access_token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Token invalide' });
    expect((await t.call('POST', '/api/token/refresh', { body: { refresh_token: pair.refresh_token } })).status).toBe(401);
  });

  it('leaves the other sessions of the same user alive', async () => {
    const a = (await login('conseiller@lrp.demo')).body;
    const b = (await login('conseiller@lrp.demo')).body;
    await t.call('POST', '/api/logout', { token: a.access_token });
    expect((await t.call('GET', '/api/user-infos', { token: b.access_token })).status).toBe(200);
  });
});
