import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, LOOPBACK, settleForwardedHeaders, trustedProxies } from './client-address';

describe('trustedProxies', () => {
  const trusted = trustedProxies('10.0.0.5, 10.1.0.0/16, fd00::/8');

  it('matches listed addresses and ranges, IPv4-mapped forms included', () => {
    expect(trusted('10.0.0.5')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('fd00::1')).toBe(true);
    expect(trusted('10.0.0.6')).toBe(false);
    expect(trusted('not-an-address')).toBe(false);
  });

  it('trusts nothing when the list is empty', () => {
    expect(trustedProxies('')('127.0.0.1')).toBe(false);
    expect(trustedProxies(undefined, LOOPBACK)('::1')).toBe(true);
  });

  it('refuses an entry that is not an address', () => {
    expect(() => trustedProxies('proxy.example.fr')).toThrow(/proxy\.example\.fr/);
  });
});

describe('clientAddress', () => {
  const trusted = trustedProxies('10.0.0.5, 10.0.0.6');

  it('answers the socket peer when it is not a trusted proxy, whatever the header says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', trusted)).toBe('203.0.113.7');
  });

  it('takes the rightmost untrusted hop behind trusted proxies', () => {
    expect(clientAddress('10.0.0.5', '198.51.100.1, 203.0.113.7, 10.0.0.6', trusted)).toBe('203.0.113.7');
  });

  it('never takes the header for a socket whose address is unknown', () => {
    expect(clientAddress('', '198.51.100.1', trusted)).toBe('');
  });

  it('falls back to the leftmost hop when every hop is trusted', () => {
    expect(clientAddress('10.0.0.5', '10.0.0.6', trusted)).toBe('10.0.0.6');
    expect(clientAddress('::ffff:10.0.0.5', undefined, trusted)).toBe('10.0.0.5');
  });
});

describe('settleForwardedHeaders', () => {
  it('drops forwarding headers a browser sent and keeps those of a trusted proxy', () => {
    const browser: IncomingHttpHeaders = { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-host': 'evil.example', 'x-real-ip': '5.6.7.8' };
    settleForwardedHeaders(browser, '203.0.113.7', trustedProxies('10.0.0.5'));
    expect(browser).toEqual({ 'x-forwarded-for': '203.0.113.7' });

    const proxied: IncomingHttpHeaders = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7', 'x-forwarded-proto': 'https' };
    settleForwardedHeaders(proxied, '10.0.0.5', trustedProxies('10.0.0.5'));
    expect(proxied).toEqual({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' });
  });

  describe('on a real socket', () => {
    const server = createServer((req, res) => {
      settleForwardedHeaders(req.headers, req.socket.remoteAddress, trustedProxies(''));
      res.end(String(req.headers['x-forwarded-for']));
    });
    let url = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('gives the next step the socket address, not the one a client chose', async () => {
      const answers = await Promise.all(
        ['198.51.100.1', '198.51.100.2, 198.51.100.3'].map(async (spoofed) => {
          const response = await fetch(url, { headers: { 'X-Forwarded-For': spoofed } });
          return response.text();
        }),
      );
      expect(answers).toEqual(['127.0.0.1', '127.0.0.1']);
    });
  });
});
