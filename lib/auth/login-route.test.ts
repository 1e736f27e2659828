import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import type { ActionPages } from '@/lib/server-actions/action-pages';
import { goesToLoginRoute, LOGIN_PATH, showLoginPage } from './login-route';

const BUILT: ActionPages = {
  pages: ['/', '/clients', '/clients/[id]', '/back-office', LOGIN_PATH, '/request-password'],
  adviserPages: ['/', '/clients', '/clients/[id]'],
  actions: new Map([
    ['login', new Set([LOGIN_PATH, '/'])],
    ['saveClient', new Set(['/clients/[id]'])],
  ]),
  routes: [],
};

const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(`http://is.localhost:3000${path}`, init);

describe('goesToLoginRoute', () => {
  it('holds for a load of any page that needs a session, the adviser’s and the back office’s', () => {
    for (const path of ['/', '/clients', '/clients/12?onglet=ventes', '/back-office']) {
      expect(goesToLoginRoute(request(path), BUILT)).toBe(true);
    }
    expect(goesToLoginRoute(request('/clients', { method: 'HEAD' }), BUILT)).toBe(true);
  });

  it('holds for the page data of a client-side navigation or refresh, so that a login screen shown stays the login route', () => {
    expect(goesToLoginRoute(request('/clients', { headers: { rsc: '1' } }), BUILT)).toBe(true);
  });

  it('holds for the login screen’s own actions, whatever page they are posted to', () => {
    expect(goesToLoginRoute(request('/clients/12', { method: 'POST', headers: { 'next-action': 'login' } }), BUILT)).toBe(true);
  });

  it('leaves the pages’ own actions and other posts to their page', () => {
    expect(goesToLoginRoute(request('/clients/12', { method: 'POST', headers: { 'next-action': 'saveClient' } }), BUILT)).toBe(false);
    expect(goesToLoginRoute(request('/clients/12', { method: 'POST' }), BUILT)).toBe(false);
  });

  it('leaves the login screen, the reset link and unknown paths (their 404) alone', () => {
    for (const path of [LOGIN_PATH, '/request-password', '/page-introuvable', '/clients/12/ventes']) {
      expect(goesToLoginRoute(request(path), BUILT)).toBe(false);
    }
  });

  it('decides nothing without a production build’s pages and actions', () => {
    expect(goesToLoginRoute(request('/clients'), null)).toBe(false);
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
