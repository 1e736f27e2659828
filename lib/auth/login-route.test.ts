import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOGIN_PATH, readsGuardedPage, showLoginPage } from './login-route';

const PAGES = ['/', '/clients', '/clients/[id]', '/back-office', LOGIN_PATH, '/request-password'];

const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(`http://is.localhost:3000${path}`, init);

describe('readsGuardedPage', () => {
  it('holds for a load of any page that needs a session, the adviser’s and the back office’s', () => {
    for (const path of ['/', '/clients', '/clients/12?onglet=ventes', '/back-office']) {
      expect(readsGuardedPage(request(path), PAGES)).toBe(true);
    }
    expect(readsGuardedPage(request('/clients', { method: 'HEAD' }), PAGES)).toBe(true);
  });

  it('leaves the login screen, the reset link and unknown paths (their 404) alone', () => {
    for (const path of [LOGIN_PATH, '/request-password', '/page-introuvable', '/clients/12/ventes']) {
      expect(readsGuardedPage(request(path), PAGES)).toBe(false);
    }
  });

  it('holds for the page data of a client-side navigation or refresh, so that a login screen shown stays the login route', () => {
    expect(readsGuardedPage(request('/clients', { headers: { rsc: '1' } }), PAGES)).toBe(true);
  });

  it('leaves actions and other posts alone', () => {
    expect(readsGuardedPage(request('/clients', { method: 'POST', headers: { 'next-action': 'abc' } }), PAGES)).toBe(false);
  });

  it('decides nothing without a production build’s page list', () => {
    expect(readsGuardedPage(request('/clients'), null)).toBe(false);
  });
});

describe('showLoginPage', () => {
  it('rewrites to the login route with the query, keeping the headers and cookies the proxy set', () => {
    const incoming = request('/clients?page=2');
    const response = NextResponse.next({ request: { headers: new Headers({ 'x-brand': 'is' }) } });
    response.headers.set('Content-Security-Policy', "default-src 'self'");
    response.cookies.set('session', '', { maxAge: 0 });

    const rewritten = showLoginPage(incoming, response);

    expect(rewritten.headers.get('x-middleware-rewrite')).toBe(`http://is.localhost:3000${LOGIN_PATH}?page=2`);
    expect(rewritten.headers.has('x-middleware-next')).toBe(false);
    expect(rewritten.headers.get('x-middleware-request-x-brand')).toBe('is');
    expect(rewritten.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(rewritten.headers.get('set-cookie')).toContain('session=;');
  });
});
