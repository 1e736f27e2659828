import 'server-only';
import { getTranslations } from 'next-intl/server';
import { isPartnerApiError, type PartnerErrorBody } from '@/lib/partner/errors';
import { logFailure } from '@/lib/log/logger';

/** A JSON error of a BFF route handler, in the partner API's shape, never cached. */
export function errorAnswer(message: string, status: number, errors?: PartnerErrorBody['errors']): Response {
  return Response.json(errors ? { message, errors } : { message }, { status, headers: { 'Cache-Control': 'private, no-store' } });
}

const requestTexts = () => getTranslations({ locale: 'fr', namespace: 'requests' });

/** The one answer of every BFF route handler called without a live session. */
export async function sessionGone(): Promise<Response> {
  return errorAnswer((await requestTexts())('sessionGone'), 401);
}

/** A state change asked from another site. */
export async function crossSiteRefused(): Promise<Response> {
  return errorAnswer((await requestTexts())('crossSiteRefused'), 403);
}

/** The 404 of a route whose path names nothing (a malformed id). */
export async function notFoundAnswer(): Promise<Response> {
  return errorAnswer((await requestTexts())('notFound'), 404);
}

/** A file the partner API built, passed on to the browser as a private download. */
export function fileAnswer(upstream: Response, contentType: string, fallbackDisposition: string): Response {
  return new Response(upstream.body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': upstream.headers.get('content-disposition') ?? fallbackDisposition,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A failed partner call of a download: the session's end, the API's 4xx status or 502, with the screen's text. */
export async function downloadFailed(error: unknown, message: string, label: string): Promise<Response> {
  const status = isPartnerApiError(error) && error.status >= 400 && error.status < 500 ? error.status : 502;
  if (status === 401) return sessionGone();
  if (status === 502) logFailure('error', `${label} indisponible`, error);
  return errorAnswer(message, status);
}
