import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageAnswerSchema } from '@/contract/answers';
import { staffLotAnswerSchema, staffProfileAnswerSchema } from '@/contract/back-office';

// The partner API client against a real HTTP server on loopback, inside a page request whose id proxy.ts set.
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-request-id': 'page-request-1234' }) }));

const seen: IncomingHttpHeaders[] = [];
/**
 * `/api/flaky` drops the connection of the first request it gets for each Idempotency-Key (or none); `/api/read`
 * answers 204; `/api/slow` never answers; `/api/back-office/lots/…` answers a lot whose price is text; every other path `{"message":"ok"}`.
 */
const dropped = new Set<string>();
const server = createServer((req, res) => {
  seen.push(req.headers);
  const key = String(req.headers['idempotency-key'] ?? '');
  if (req.url?.startsWith('/api/flaky') && !dropped.has(key)) {
    dropped.add(key);
    req.socket.destroy();
    return;
  }
  if (req.url?.startsWith('/api/read')) return void res.writeHead(204).end();
  if (req.url?.startsWith('/api/slow')) return;
  const body = req.url?.startsWith('/api/back-office/lots') ? { message: 'ok', data: { id: 1, reference: 'A01', typology: 'T2', status: 'available', price: '250000' } } : { message: 'ok' };
  res.writeHead(req.url?.startsWith('/api/down') ? 503 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});

let client: typeof import('./client');
let log: typeof import('@/lib/log/logger');
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('PARTNER_API_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
  vi.stubEnv('CATALOGUE_READ_TOKEN', 'jeton-de-l-application-jeton-de-l-application');
  vi.stubEnv('PARTNER_API_TIMEOUT_MS', '300');
  client = await import('./client');
  log = await import('@/lib/log/logger');
});
afterAll(() => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  server.close();
});

describe('partner API client', () => {
  it('passes the page request id on to the API', async () => {
    await client.partnerJson('user-infos', { token: 'jeton-secret', answer: messageAnswerSchema });
    expect(seen.at(-1)?.['x-request-id']).toBe('page-request-1234');
  });

  it('logs each failed attempt with the request id, the path without its query, and no token', async () => {
    const warn = vi.spyOn(log.logger, 'warn').mockImplementation(() => undefined);
    await expect(client.partnerJson('down', { token: 'jeton-secret', query: { email: 'a@b.fr' }, answer: messageAnswerSchema })).rejects.toMatchObject({ status: 503 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0][0]).toMatchObject({ reqId: 'page-request-1234', method: 'GET', path: 'down', status: 503 });
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/jeton-secret|a@b\.fr/);
    warn.mockRestore();
  });

  it('reads a scope’s catalogue with the app’s own credential and the scope, not an adviser’s token', async () => {
    await client.partnerJson('residence/3', { token: { catalogueScope: 'lrp:impact' }, answer: messageAnswerSchema });
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer jeton-de-l-application-jeton-de-l-application', 'x-catalogue-scope': 'lrp:impact' });
  });

  it('sends a write carrying an Idempotency-Key again once when the connection fails, and a write without one never', async () => {
    const warn = vi.spyOn(log.logger, 'warn').mockImplementation(() => undefined);
    const before = seen.length;
    await expect(client.partnerJson('flaky', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'cle-1' }, answer: messageAnswerSchema })).resolves.toEqual({ message: 'ok' });
    expect(seen.slice(before).map((headers) => headers['idempotency-key'])).toEqual(['cle-1', 'cle-1']);
    await expect(client.partnerJson('flaky', { method: 'POST', body: {}, answer: messageAnswerSchema })).rejects.toMatchObject({ status: 0, kind: 'network' });
    expect(seen.length - before).toBe(3);
    warn.mockRestore();
  });

  it('refuses a back-office answer the contract does not describe as a 502, rather than handing it on', async () => {
    const error = vi.spyOn(log.logger, 'error').mockImplementation(() => undefined);
    await expect(client.partnerJson('back-office/me', { token: 'jeton-secret', answer: staffProfileAnswerSchema })).rejects.toMatchObject({ status: 502, kind: 'contract' });
    const lot = client.partnerJson('back-office/lots/1', { method: 'PUT', token: 'jeton-secret', body: { status: 'available', price: 250000 }, answer: staffLotAnswerSchema });
    await expect(lot).rejects.toMatchObject({ status: 502, kind: 'contract' });
    expect(error.mock.calls.map(([fields]) => fields)).toEqual([
      expect.objectContaining({ call: 'back-office/me', issues: expect.stringContaining('data') }),
      expect.objectContaining({ call: 'back-office/lots/1', issues: expect.stringContaining('data.price') }),
    ]);
    error.mockRestore();
  });

  it('answers nothing for a call whose success has no content, and a contract answer is not taken for one', async () => {
    await expect(client.partnerNoContent('read', { method: 'PUT', token: 'jeton-secret' })).resolves.toBeUndefined();
    const error = vi.spyOn(log.logger, 'error').mockImplementation(() => undefined);
    await expect(client.partnerJson('read', { method: 'PUT', token: 'jeton-secret', answer: messageAnswerSchema })).rejects.toMatchObject({ status: 502, kind: 'contract' });
    error.mockRestore();
  });

  it('gives up on an API that does not answer within the timeout, after one more try, as a timeout', async () => {
    const warn = vi.spyOn(log.logger, 'warn').mockImplementation(() => undefined);
    await expect(client.partnerJson('slow', { token: 'jeton-secret', answer: messageAnswerSchema })).rejects.toMatchObject({ status: 0, kind: 'timeout' });
    expect(warn.mock.calls.map(([fields]) => (fields as { kind: string }).kind)).toEqual(['timeout', 'timeout']);
    warn.mockRestore();
  });

  it('reads an error answer’s message and status, and a JSON answer’s body', async () => {
    const warn = vi.spyOn(log.logger, 'warn').mockImplementation(() => undefined);
    await expect(client.partnerJson('down', { token: 'jeton-secret', answer: messageAnswerSchema })).rejects.toMatchObject({ status: 503, body: { message: 'ok' }, kind: 'http' });
    warn.mockRestore();
    await expect(client.partnerJson('anything', { token: 'jeton-secret', answer: messageAnswerSchema })).resolves.toEqual({ message: 'ok' });
  });
});
