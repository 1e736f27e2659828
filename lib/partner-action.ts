import 'server-only';
import { headers } from 'next/headers';
import { isSameOriginRequest } from '@/lib/auth/request-guard';
import { env } from '@/lib/env';
import { isPartnerApiError } from '@/lib/errors';
import { readSession } from '@/lib/session';

/** What a client component learns of a selling call: the data, or the status and the API's French reason. */
export type SellingResult<T> =
  | { ok: true; data: T; message?: string }
  | { ok: false; status: number; message?: string; fieldErrors: Record<string, string> };

function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, list]) => (typeof list?.[0] === 'string' ? [[field, list[0]]] : [])));
}

/** Runs one partner call with the session's token; mutations must come from a page of this origin. */
export async function runPartner<T>(
  call: (token: string) => Promise<T>,
  options: { mutation?: boolean } = {},
): Promise<SellingResult<T>> {
  if (options.mutation && !isSameOriginRequest(await headers(), env.isProd)) return { ok: false, status: 403, fieldErrors: {} };
  const session = await readSession();
  if (!session) return { ok: false, status: 401, fieldErrors: {} };
  try {
    const data = await call(session.accessToken);
    const message = typeof data === 'object' && data !== null && 'message' in data ? String((data as { message: unknown }).message) : undefined;
    return { ok: true, data, message };
  } catch (error) {
    if (!isPartnerApiError(error)) {
      console.error('Appel de vente impossible', error);
      return { ok: false, status: 500, fieldErrors: {} };
    }
    return { ok: false, status: error.status, message: error.serverMessage, fieldErrors: firstMessages(error.fieldErrors) };
  }
}

export const invalidInput = (fieldErrors: Record<string, string>): SellingResult<never> => ({
  ok: false,
  status: 422,
  message: Object.values(fieldErrors)[0],
  fieldErrors,
});
