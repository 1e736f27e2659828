import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_PASSWORD } from '../test/fixtures';
import { createTestApp } from '../test/harness';
import { captureLogs } from '../test/log-capture';

const EMAIL = 'journal.connexion@lrp.demo';
const log = captureLogs();
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  app = await createTestApp({}, { deps: { logger: log.logger } });
  await app.fixtures.user({ email: EMAIL });
});
beforeEach(() => log.clear());
afterAll(() => app.close());

describe('request log of the partner API', () => {
  it('logs a login and a failed login with their request id and no credential or address', async () => {
    const ok = await app.call('POST', '/api/login?email=' + encodeURIComponent(EMAIL), {
      body: { email: EMAIL, password: FIXTURE_PASSWORD },
      headers: { 'x-request-id': 'connexion-reussie-1' },
    });
    const refused = await app.call('POST', '/api/login', {
      body: { email: EMAIL, password: 'Mauvais-Mot2passe!' },
      headers: { 'x-request-id': 'connexion-refusee-1', cookie: 'session=secret-du-cookie' },
    });
    expect(ok.status).toBe(200);
    expect(refused.status).toBe(401);
    expect(ok.headers.get('x-request-id')).toBe('connexion-reussie-1');

    const lines = log.entries().filter((line) => line.msg === 'requête');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', name: 'api', reqId: 'connexion-reussie-1', method: 'POST', path: '/api/login', status: 200 }),
      expect.objectContaining({ level: 'info', name: 'api', reqId: 'connexion-refusee-1', method: 'POST', path: '/api/login', status: 401 }),
    ]);
    const text = log.text();
    for (const secret of [EMAIL, 'journal.connexion', FIXTURE_PASSWORD, 'Mauvais-Mot2passe!', ok.body.access_token, ok.body.refresh_token, 'secret-du-cookie', 'Bearer']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers a new request id when the caller sends none or a malformed one', async () => {
    const none = await app.call('GET', '/api/health');
    const malformed = await app.call('GET', '/api/health', { headers: { 'x-request-id': 'a b {"level":"fatal"}' } });
    const ids = [none.headers.get('x-request-id'), malformed.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect(log.entries().map((line) => line.reqId)).toEqual(ids);
  });

  it('puts the request id on lines logged while the request is served', async () => {
    await app.call('POST', '/api/forgot-password', { body: { email: EMAIL }, headers: { 'x-request-id': 'mot-de-passe-oublie' } });
    const lines = log.entries();
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.reqId === 'mot-de-passe-oublie')).toBe(true);
  });
});
