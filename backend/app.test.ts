import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('GET /api/health answers ok after reaching the database', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('refuses a body that is not JSON with 415 and a French message', async () => {
    const res = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.fr&password=x',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Le contenu doit être envoyé au format JSON (application/json)' });
  });

  it('answers malformed JSON with 400, never a 500', async () => {
    const res = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/JSON/);
  });

  it('answers an unknown path with a JSON 404', async () => {
    const res = await t.call('GET', '/api/nexiste-pas');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Ressource introuvable' });
  });

  it('refuses JSON bodies over 1 MB with 413', async () => {
    const res = await t.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Le contenu envoyé est trop volumineux');
  });

  it('sends no permissive CORS header', async () => {
    const res = await t.app.request('/api/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publishes the OpenAPI document and the Swagger UI', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/token/refresh', '/api/menu']));
    const ui = await t.app.request('/api/docs');
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('has no test clock unless TEST_CLOCK is enabled', async () => {
    const res = await t.call('POST', '/api/test/clock', { body: { offset_seconds: 60 } });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/test/clock with TEST_CLOCK=1', () => {
  it('moves the backend clock forward', async () => {
    const withClock = await createTestApp({ testClock: true });
    try {
      const before = withClock.deps.clock.now().getTime();
      const res = await withClock.call('POST', '/api/test/clock', { body: { offset_seconds: 3600 } });
      expect(res.status).toBe(200);
      expect(res.body.offset_seconds).toBe(3600);
      expect(withClock.deps.clock.now().getTime() - before).toBeGreaterThanOrEqual(3600_000);
    } finally {
      await withClock.close();
    }
  });

  it('is never mounted in PROD', async () => {
    const prod = await createTestApp({ testClock: true, appEnv: 'PROD' });
    try {
      expect((await prod.call('POST', '/api/test/clock', { body: { offset_seconds: 60 } })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
