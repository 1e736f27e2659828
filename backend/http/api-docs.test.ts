import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API documentation', () => {
  it('serves Swagger UI with its own assets, from no other origin', async () => {
    const page = await (await t.app.request('/api/docs')).text();
    const sources = [...page.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    for (const source of sources) {
      const asset = await t.app.request(source);
      expect(asset.status, source).toBe(200);
      expect(asset.headers.get('content-type')).toMatch(source.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
    }
  });

  it('is off by default in PROD, and on there with API_DOCS=1', async () => {
    const prod = await createTestApp({ appEnv: 'PROD' });
    const enabled = await createTestApp({ appEnv: 'PROD', apiDocs: true });
    try {
      expect((await prod.app.request('/api/docs')).status).toBe(404);
      expect((await prod.app.request('/api/openapi.json')).status).toBe(404);
      expect((await enabled.app.request('/api/docs')).status).toBe(200);
      expect((await enabled.app.request('/api/openapi.json')).status).toBe(200);
    } finally {
      await prod.close();
      await enabled.close();
    }
  });
});
