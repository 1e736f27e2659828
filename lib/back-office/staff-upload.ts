import 'server-only';
import { getTranslations } from 'next-intl/server';
import { freshRouteSession } from '@/lib/auth/refresh-session';
import { isSameOriginRequest } from '@/lib/auth/request-guard';
import { env } from '@/lib/runtime/env';
import { isPartnerApiError } from '@/lib/partner/errors';
import { logFailure } from '@/lib/log/logger';
import { crossSiteRefused, errorAnswer, notFoundAnswer, sessionGone } from '@/lib/http/route-answers';

type FieldErrors = Record<string, string[]>;

/** A staff browser's multipart form read into the partner API's body, or the refusal its size, type or fields earn. */
export type UploadReading<T> = { ok: true; upload: T } | { ok: false; status: 400 | 411 | 413 | 415 | 422; message: string; errors?: FieldErrors };

export interface StaffUpload<T> {
  /** Checks the announced size and the content type, then reads the form; the body is not read past a refusal. */
  read: (request: Request) => Promise<UploadReading<T>>;
  /** The partner API call; what it resolves with is the browser's 201 answer. */
  send: (token: string, id: number, upload: T) => Promise<unknown>;
  /** What was being sent, for the operator's log when the API is down or failing. */
  label: string;
}

/** The partner API's refusal of an upload as the browser gets it (its 4xx and its words), or 502 when it is down or failing. */
export function uploadFailureOf(error: unknown): { status: number; message?: string; errors?: FieldErrors } {
  if (!isPartnerApiError(error) || error.status < 400 || error.status >= 500) return { status: 502 };
  const errors = Object.keys(error.fieldErrors).length ? error.fieldErrors : undefined;
  return { status: error.status, message: error.serverMessage, errors };
}

/**
 * A back-office upload route (outside the proxy: see proxy.ts's matcher): same-origin, a live staff session refreshed
 * before the body is read, a row id in the path, the form read within its limits, then the partner call.
 */
export async function staffUploadAnswer<T>(request: Request, rawId: string, upload: StaffUpload<T>): Promise<Response> {
  if (!isSameOriginRequest(request.headers, env.isProd)) return crossSiteRefused();
  const session = await freshRouteSession();
  if (!session) return sessionGone();
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (!session.staff || id < 1) return notFoundAnswer();
  const form = await upload.read(request);
  if (!form.ok) return errorAnswer(form.message, form.status, form.errors);
  try {
    return Response.json(await upload.send(session.accessToken, id, form.upload), { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    const failure = uploadFailureOf(error);
    if (failure.status === 401) return sessionGone();
    const t = await getTranslations({ locale: 'fr', namespace: 'errors' });
    if (failure.status === 502) {
      logFailure('error', `${upload.label} : appel à l’API partenaire en échec`, error);
      return errorAnswer(t('unavailable'), 502);
    }
    return errorAnswer(failure.message || t('generic'), failure.status, failure.errors);
  }
}
