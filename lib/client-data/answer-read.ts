import 'server-only';
import type { ClientRead } from './reads';
import { isPartnerApiError } from '@/lib/partner/errors';
import { logFailure } from '@/lib/log/logger';

/** What a read answers: the status and JSON body of the route, in the partner API's error shape when it fails. */
export type ReadAnswer = { status: 200; body: { data: unknown } } | { status: number; body: { message: string; errors?: Record<string, string[]> } };

export type ReadTexts = { notFound: string; invalidQuery: string; sessionGone: string; unavailable: string };

/**
 * Runs the read `name` of `reads` for the caller's `token` (null: no live session). An unknown name is not found, a
 * query no page sends is refused, the API's own 4xx passes on with its French words, and anything else is 502.
 */
export async function answerRead(
  reads: Record<string, ClientRead>,
  name: string,
  query: URLSearchParams,
  token: string | null,
  texts: ReadTexts,
): Promise<ReadAnswer> {
  if (!Object.hasOwn(reads, name)) return { status: 404, body: { message: texts.notFound } };
  const parsed = reads[name].query.safeParse(Object.fromEntries(query));
  if (!parsed.success) return { status: 422, body: { message: texts.invalidQuery } };
  if (!token) return { status: 401, body: { message: texts.sessionGone } };
  try {
    return { status: 200, body: { data: await reads[name].load(token, parsed.data) } };
  } catch (error) {
    if (isPartnerApiError(error) && error.status === 401) return { status: 401, body: { message: texts.sessionGone } };
    if (isPartnerApiError(error) && error.status >= 400 && error.status < 500) {
      return { status: error.status, body: { message: error.serverMessage ?? texts.unavailable, errors: error.fieldErrors } };
    }
    logFailure('error', `lecture ${name} impossible`, error);
    return { status: 502, body: { message: texts.unavailable } };
  }
}
