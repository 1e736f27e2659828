import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { forwardRequestCookies } from './forward-cookies';

function forwarded(response: NextResponse) {
  const names = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
  return Object.fromEntries(names.map((n) => [n, response.headers.get(`x-middleware-request-${n}`)]));
}

describe('forwardRequestCookies', () => {
  it('forwards the changed cookie with the incoming headers', () => {
    const request = new NextRequest('http://lrp.localhost:3000/programmes', {
      headers: { cookie: 'ep_session=old; other=1', accept: 'text/html' },
    });
    const response = NextResponse.next();
    request.cookies.set('ep_session', 'new');
    forwardRequestCookies(request, response);
    const headers = forwarded(response);
    expect(headers.cookie).toBe('ep_session=new; other=1');
    expect(headers.accept).toBe('text/html');
  });

  it('keeps the header overrides the proxy made before', () => {
    const request = new NextRequest('http://lrp.localhost:3000/', { headers: { cookie: 'ep_session=old' } });
    const proxyHeaders = new Headers(request.headers);
    proxyHeaders.set('x-brand', 'lrp');
    const response = NextResponse.next({ request: { headers: proxyHeaders } });
    request.cookies.delete('ep_session');
    forwardRequestCookies(request, response);
    const headers = forwarded(response);
    expect(headers['x-brand']).toBe('lrp');
    expect(headers.cookie).toBeUndefined();
  });
});
