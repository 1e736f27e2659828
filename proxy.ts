import { NextResponse, type NextRequest } from 'next/server';
import { goesToLoginRoute, showLoginPage } from '@/lib/auth/login-route';
import { refreshSessionIfNeeded } from '@/lib/auth/refresh-session';
import { brandFromHost, DEFAULT_BRAND, type BrandCode } from '@/lib/brand/brands';
import { matomoOrigin } from '@/lib/analytics/matomo';
import { env } from '@/lib/runtime/env';
import { logger } from '@/lib/log/logger';
import { newNonce } from '@/platform/nonce';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@/platform/request-id';
import { requestRefusal, type RequestRefusal } from '@/lib/http/request-checks';
import { builtActionPages } from '@/lib/server-actions/action-pages';
import { ACTION_NOT_FOUND_HEADER, serverActionRefusal, type ActionRefusal } from '@/lib/server-actions/action-request';
import { BRAND_HEADER, NONCE_HEADER, PATHNAME_HEADER } from '@/lib/http/request-headers';
import { messages } from '@/contract/messages';

const warnedHosts = new Set<string>();

function resolveBrand(host: string | null): BrandCode {
  const brand = brandFromHost(host, env.isProd);
  if (brand) return brand;
  // Logged once per host (bounded), not on every asset request of the same page.
  const key = host ?? '';
  if (!warnedHosts.has(key) && warnedHosts.size < 100) {
    warnedHosts.add(key);
    logger.warn({ host: key, brand: DEFAULT_BRAND }, 'marque inconnue pour cet hôte : marque par défaut');
  }
  return DEFAULT_BRAND;
}

/** `analyticsOrigin`: the Matomo origin (script, tracking requests), allowed only when analytics is configured. */
export function contentSecurityPolicy(nonce: string, isDev: boolean, analyticsOrigin: string | null = null): string {
  const analytics = analyticsOrigin ? ` ${analyticsOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}${analytics}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${analytics}`,
    "font-src 'self' data:",
    `connect-src 'self'${analytics}`,
    // The brand website pop-up and partner iframes (subscription, e-signature) are https pages.
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The request's headers with its id (a balancer's, or a new one), which every partner API call carries on. */
function headersWithRequestId(request: NextRequest): Headers {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(REQUEST_ID_HEADER, acceptedRequestId(request.headers.get(REQUEST_ID_HEADER)));
  return requestHeaders;
}

/** Brand, nonce and CSP for one request: the whole job of the proxy besides the session refresh. */
export function buildResponse(request: NextRequest): NextResponse {
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV === 'development', matomoOrigin(env.MATOMO_URL));

  const requestHeaders = headersWithRequestId(request);
  requestHeaders.set(BRAND_HEADER, resolveBrand(request.headers.get('host')));
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set(PATHNAME_HEADER, request.nextUrl.pathname);
  // Next reads the nonce from the request's CSP and puts it on its own scripts.
  requestHeaders.set('Content-Security-Policy', csp);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set(REQUEST_ID_HEADER, requestHeaders.get(REQUEST_ID_HEADER)!);
  return response;
}

// Generated PDFs (app/documents) only need a fresh token: the page CSP (object-src 'none') stops PDF viewers.
const DOCUMENT_PATH = /^\/documents\/.+\.pdf$/;

function refused(request: NextRequest, refusal: RequestRefusal | ActionRefusal): NextResponse {
  const headers: Record<string, string> = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
  if (refusal.reason === 'unknownAction') headers[ACTION_NOT_FOUND_HEADER] = '1';
  if (refusal.reason === 'malformedAction' || refusal.reason === 'unknownAction' || refusal.reason === 'foreignAction') {
    logger.warn({ path: request.nextUrl.pathname, reason: refusal.reason, action: request.headers.get('next-action')?.slice(0, 64) }, 'action serveur refusée');
  }
  return new NextResponse(messages.requests[refusal.reason], { status: refusal.status, headers });
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const refusal = requestRefusal(request, env.isProd) ?? (await serverActionRefusal(request, builtActionPages()));
  if (refusal) return refused(request, refusal);
  const response = DOCUMENT_PATH.test(request.nextUrl.pathname)
    ? NextResponse.next({ request: { headers: headersWithRequestId(request) } })
    : buildResponse(request);
  const live = await refreshSessionIfNeeded(request, response);
  if (!live && goesToLoginRoute(request, builtActionPages())) return showLoginPage(request, response);
  return response;
}

export const config = {
  // Paths with an extension are static files, except the generated documents. The two upload routes are left out so
  // that their large bodies are never buffered here: their handlers check the session before reading. Only their own
  // paths, spelled out in each matcher (Next reads this config without running it): any other path ending in /upload
  // (`/clients/upload`, `/api/back-office/messages/%2e%2e/upload`) is a page or a 404 to Next, whose action handler
  // would read a form posted to it.
  matcher: [
    '/((?!_next/static|_next/image|favicon|brands/|.*\\.\\w+$|api/kyc/upload$|api/back-office/messages/\\d+/upload$).*)',
    '/documents/:path+',
    // A form or an action posted to a path of a static file still reaches Next's action handler: checked here too.
    { source: '/((?!api/kyc/upload$|api/back-office/messages/\\d+/upload$).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/kyc/upload$|api/back-office/messages/\\d+/upload$).*)',
      has: [{ type: 'header', key: 'content-type', value: '(?:multipart/form-data|application/x-www-form-urlencoded).*' }],
    },
  ],
};
