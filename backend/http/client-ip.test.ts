import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

async function askFrom(peer: string | undefined, forwardedFor: string | undefined, trusted: string[] = []) {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trusted)));
  const headers = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : undefined;
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
  const response = await app.request('/', { headers }, env);
  return response.text();
}

describe('clientIp', () => {
  it('answers the socket peer of a direct caller, ignoring the header it sends', async () => {
    expect(await askFrom('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('believes the app on loopback for the one address it forwards', async () => {
    expect(await askFrom('127.0.0.1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await askFrom(undefined, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('skips hops written by listed proxies', async () => {
    expect(await askFrom('10.0.0.5', '203.0.113.7, 10.0.0.6', ['10.0.0.5', '10.0.0.6'])).toBe('203.0.113.7');
    expect(await askFrom('::ffff:127.0.0.1', '198.51.100.9, 203.0.113.7, 10.0.0.0', ['10.0.0.0/8'])).toBe('203.0.113.7');
  });
});
