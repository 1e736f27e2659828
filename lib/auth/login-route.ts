import { NextResponse, type NextRequest } from 'next/server';
import { matchingPattern } from '@/lib/server-actions/action-pages';

/** The login screen's own route (app/connexion), shown in place of the page asked for. */
export const LOGIN_PATH = '/connexion';

/** Pages anyone may load: the login screen itself and the reset link of the mails. */
const PUBLIC_PAGES = new Set([LOGIN_PATH, '/request-password']);

/**
 * Whether a request without a live session reads a page that needs one (a document load, or the page data of a
 * client-side navigation or refresh): it then gets the login route instead, rendered on the server, URL kept. Unknown
 * paths keep their 404. `pages`: the build's page patterns (none in development, where unauthorized() answers alone).
 */
export function readsGuardedPage(request: NextRequest, pages: readonly string[] | null): boolean {
  if (!pages || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
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
