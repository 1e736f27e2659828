import { NextResponse, type NextRequest } from 'next/server';
import { matchingPattern, type ActionPages } from '@/lib/server-actions/action-pages';

/** The login screen's own route (app/connexion), shown in place of the page asked for. */
export const LOGIN_PATH = '/connexion';

/** Pages anyone may load: the login screen itself and the reset link of the mails. */
const PUBLIC_PAGES = new Set([LOGIN_PATH, '/request-password']);

/**
 * Whether a request without a live session goes to a page that needs one, and is then answered by the login route,
 * rendered on the server, URL kept: a document load, the page data of a client-side navigation or refresh, and the
 * login screen's own actions, so that what Next renders back for them is that same route and the screen keeps its
 * state. Unknown paths keep their 404; the pages' own actions keep their page. `built`: the build's pages and
 * actions (none in development, where unauthorized() answers alone).
 */
export function goesToLoginRoute(request: NextRequest, built: ActionPages | null): boolean {
  if (!built) return false;
  const action = request.headers.get('next-action');
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const logsIn = request.method === 'POST' && action !== null && built.actions.get(action)?.has(LOGIN_PATH) === true;
  if (!reads && !logsIn) return false;
  const page = matchingPattern(request.nextUrl.pathname, built.pages);
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
