import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const TOKEN = 'jeton-de-lecture-des-metriques-0123456789';
let t: TestApp;
let server: ServerType;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('GET /api/metrics', () => {
  it('counts requests by route pattern and status, with the outbox, the live streams and the process', async () => {
    await fetch(`${base}/health`);
    await fetch(`${base}/residences/123`);
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/residences\/:\w+",status="401"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status="200"\} 1/);
    expect(text).toContain('mail_outbox_depth 0');
    expect(text).toContain('live_streams_open 0');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('answers a scraper on loopback or with the token, and nobody relayed by a balancer', async () => {
    const relayed = { 'x-forwarded-for': '203.0.113.7' };
    expect((await fetch(`${base}/metrics`, { headers: relayed })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { ...relayed, authorization: 'Bearer mauvais-jeton' } })).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { headers: { ...relayed, authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
    expect((await t.call('GET', '/api/metrics')).status).toBe(404);
  });
});
