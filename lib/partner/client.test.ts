import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The partner API client against a real HTTP server on loopback, inside a page request whose id proxy.ts set.
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-request-id': 'page-request-1234' }) }));

const seen: IncomingHttpHeaders[] = [];
const server = createServer((req, res) => {
  seen.push(req.headers);
  res.writeHead(req.url?.startsWith('/api/down') ? 503 : 200, { 'content-type': 'application/json' }).end('{"message":"ok"}');
});

let client: typeof import('./client');
let log: typeof import('@/lib/log/logger');
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PARTNER_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  vi.stubEnv('CATALOGUE_READ_TOKEN', 'jeton-de-l-application-jeton-de-l-application');
  client = await import('./client');
  log = await import('@/lib/log/logger');
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
});

describe('partner API client', () => {
  it('passes the page request id on to the API', async () => {
    await client.partnerJson('user-infos', { token: 'jeton-secret' });
    expect(seen.at(-1)?.['x-request-id']).toBe('page-request-1234');
  });

  it('logs each failed attempt with the request id, the path without its query, and no token', async () => {
    const warn = vi.spyOn(log.logger, 'warn').mockImplementation(() => undefined);
    await expect(client.partnerJson('down', { token: 'jeton-secret', query: { email: 'a@b.fr' } })).rejects.toMatchObject({ status: 503 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toMatchObject({ reqId: 'page-request-1234', method: 'GET', path: 'down', status: 503 });
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/jeton-secret|a@b\.fr/);
    warn.mockRestore();
  });

  it('reads a scope’s catalogue with the app’s own credential and the scope, not an adviser’s token', async () => {
    await client.partnerJson('residence/3', { token: { catalogueScope: 'lrp:impact' } });
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer jeton-de-l-application-jeton-de-l-application', 'x-catalogue-scope': 'lrp:impact' });
  });
});
