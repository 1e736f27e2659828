import { NextResponse, type NextRequest } from 'next/server';
import { matchingPattern } from '@/lib/server-actions/action-pages';

/** The login screen's own route (app/connexion), shown in place of the page asked for. */
export const LOGIN_PATH = '/connexion';

/** Pages anyone may load: the login screen itself and the reset link of the mails. */
const PUBLIC_PAGES = new Set([LOGIN_PATH, '/request-password']);

/**
 * Whether a request without a live session loads a page that needs one, as a document: it then gets the login
 * route, rendered on the server. Client-side navigations and actions keep the in-place login of unauthorized();
 * unknown paths keep their 404. `pages`: the build's page patterns (none in development, where unauthorized()
 * answers alone).
 */
export function loadsGuardedPage(request: NextRequest, pages: readonly string[] | null): boolean {
  if (!pages || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  if (request.headers.has('rsc') || request.headers.has('next-action')) return false;
  const page = matchingPattern(request.nextUrl.pathname, pages);
  return page !== null && !PUBLIC_PAGES.has(page);
}

/** `response` (headers, cookies, the render's request headers) turned into a rewrite to the login route. */
export function showLoginPage(request: NextRequest, response: NextResponse): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = LOGIN_PATH;
  const headers = new Headers(response.headers);
  headers.delete('x-middleware-next');
  return NextResponse.rewrite(url, { headers });
}
