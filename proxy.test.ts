import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { buildResponse, contentSecurityPolicy } from './proxy';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows the Matomo origin for its script and tracking requests only when analytics is configured', () => {
    const csp = contentSecurityPolicy('bm9uY2U=', false, 'https://stats.example.fr');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic' https://stats.example.fr");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.example.fr");
    expect(directive(csp, 'img-src')).toContain('https://stats.example.fr');
    expect(directive(csp, 'frame-src')).not.toContain('stats.example.fr');
  });

  it('names no analytics origin without MATOMO_URL', () => {
    const csp = contentSecurityPolicy('bm9uY2U=', false);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });
});

describe('request id', () => {
  const forwardedId = (response: Response) => response.headers.get('x-middleware-request-x-request-id');

  it('keeps the id a balancer sent, for the pages and the partner API calls, and echoes it', () => {
    const response = buildResponse(new NextRequest('http://is.localhost/options', { headers: { host: 'is.localhost', 'x-request-id': 'haproxy-1234abcd' } }));
    expect(forwardedId(response)).toBe('haproxy-1234abcd');
    expect(response.headers.get('x-request-id')).toBe('haproxy-1234abcd');
  });

  it('gives a new id to a request that has none or a malformed one', () => {
    const none = buildResponse(new NextRequest('http://is.localhost/options', { headers: { host: 'is.localhost' } }));
    const malformed = buildResponse(new NextRequest('http://is.localhost/options', { headers: { host: 'is.localhost', 'x-request-id': 'a"b' } }));
    expect(forwardedId(none)).toMatch(/^[0-9a-f-]{36}$/);
    expect(forwardedId(malformed)).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers.get('x-request-id')).toBe(forwardedId(none));
  });
});
