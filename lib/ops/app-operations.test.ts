import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeLabel, withOperations } from './app-operations';

const matchers = [
  { page: '/residences/[id]', regex: /^\/residences\/([^/]+?)(?:\/)?$/ },
  { page: '/api/health', regex: /^\/api\/health(?:\/)?$/ },
];

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(withOperations((_request, response) => void response.writeHead(204).end(), matchers));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('app operations step', () => {
  it('names a request by its route pattern, never by its raw path', () => {
    expect(routeLabel('/residences/42', matchers)).toBe('/residences/[id]');
    expect(routeLabel('/_next/static/chunks/a.js', matchers)).toBe('/_next');
    expect(routeLabel('/n-importe-quoi/123', matchers)).toBe('autre');
  });

  it('answers the balancer’s readiness check itself, without a page or a partner call', async () => {
    const ready = await fetch(`${base}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('counts requests for a scraper on loopback, and hides the metrics from anyone relayed by a balancer', async () => {
    await fetch(`${base}/residences/42`);
    const metrics = await fetch(`${base}/api/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_requests_total{method="GET",route="/residences/[id]",status="204"} 1');
    expect((await fetch(`${base}/api/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(404);
  });
});
