import { NextRequest } from 'next/server';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/log/logger';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { buildResponse, config, contentSecurityPolicy, proxy } from './proxy';

// Without a build's manifests, as under `next dev`: the refusals below must not depend on whether `.next` holds a
// build whose actions happen to include the test's id (the id-against-page check is tested in lib/server-actions).
vi.mock('@/lib/server-actions/action-pages', async (original) => ({
  ...(await original<typeof import('@/lib/server-actions/action-pages')>()),
  builtActionPages: () => null,
}));

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

describe('refused server actions', () => {
  const ACTION = 'a'.repeat(42);
  const stream = (logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[pino.symbols.streamSym];
  afterEach(() => vi.restoreAllMocks());

  /** The JSON lines the app's logger writes while the proxy answers `request`. */
  async function linesLoggedFor(request: NextRequest) {
    const lines: { level: string; msg: string; reason?: string }[] = [];
    vi.spyOn(stream, 'write').mockImplementation((line: string) => lines.push(JSON.parse(line)) > 0);
    const response = await proxy(request);
    return { status: response.status, lines };
  }
  const post = (headers: Record<string, string>, body = '[]') =>
    new NextRequest('http://is.localhost/options', { method: 'POST', body, headers: { host: 'is.localhost', 'content-type': 'text/plain;charset=UTF-8', ...headers } });

  it.each([
    ['an id that cannot be an action', post({ origin: 'http://is.localhost', 'next-action': 'x' }), 400, 'malformedAction'],
    ['an action posted from another site', post({ origin: 'https://ailleurs.example', 'next-action': ACTION }), 403, 'foreignAction'],
    ['a body React would not send', post({ origin: 'http://is.localhost', 'next-action': ACTION }, '{'), 400, 'malformedAction'],
  ])('logs one warning line and no error for %s', async (_, request, status, reason) => {
    const { status: answered, lines } = await linesLoggedFor(request);
    expect(answered).toBe(status);
    // Exactly one line, and a warning: a hostile request is no fault of the app.
    expect(lines).toEqual([expect.objectContaining({ level: 'warn', msg: 'action serveur refusée', reason })]);
  });
});

describe('the proxy’s matcher', () => {
  const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
  const runsFor = (path: string) => unstable_doesMiddlewareMatch({ config, url: `https://espace.example${path}`, headers: multipart });

  it('leaves the two upload routes to their handlers, which check the session before reading the body', () => {
    expect(runsFor('/api/kyc/upload')).toBe(false);
    expect(runsFor('/api/back-office/messages/12/upload')).toBe(false);
  });

  it('checks a form posted to any other path ending in /upload, which Next would read as an action', () => {
    expect(runsFor('/clients/upload')).toBe(true);
    expect(runsFor('/api/back-office/messages/%2e%2e/upload')).toBe(true);
    expect(runsFor('/api/back-office/messages/12/upload/x')).toBe(true);
  });
});
