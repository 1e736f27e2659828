import 'server-only';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { firstFieldMessages } from '@/contract/field-errors';
import type { messages } from '@/contract/messages';
import type { ActionFailure, ActionResult } from '@/lib/actions/action-result';
import { isSameOriginRequest } from '@/lib/auth/request-guard';
import { env } from '@/lib/runtime/env';
import { isPartnerApiError } from '@/lib/partner/errors';
import { logFailure } from '@/lib/log/logger';
import { readSession } from '@/lib/auth/session';

/** The envelope of a failed partner call: its status, the API's 4xx reason and its field messages. */
export function failureOf(error: unknown): ActionFailure {
  if (!isPartnerApiError(error)) {
    logFailure('error', 'appel au partenaire impossible', error);
    return { ok: false, status: 500, fieldErrors: {} };
  }
  return { ok: false, status: error.status, message: error.serverMessage, fieldErrors: firstFieldMessages(error.fieldErrors) };
}

/** Runs one partner call with the session's token; mutations must come from a page of this origin. */
export async function partnerAction<T>(
  call: (token: string) => Promise<T>,
  options: { mutation?: boolean } = {},
): Promise<ActionResult<T>> {
  if (options.mutation && !isSameOriginRequest(await headers(), env.isProd)) return { ok: false, status: 403, fieldErrors: {} };
  const session = await readSession();
  if (!session) return { ok: false, status: 401, fieldErrors: {} };
  try {
    const data = await call(session.accessToken);
    const message = typeof data === 'object' && data !== null && 'message' in data ? String((data as { message: unknown }).message) : undefined;
    return { ok: true, data, message };
  } catch (error) {
    return failureOf(error);
  }
}

/** The 422 answer of an action whose input failed its checks, with the first message per field. */
export function invalidInput(fieldErrors: Record<string, string>): ActionFailure {
  return { ok: false, status: 422, message: Object.values(fieldErrors)[0], fieldErrors };
}

type RefusalKey = keyof (typeof messages)['actions'];

/** The 422 of an action called with an id or a key no form of this app sends. */
export async function invalidRequest(key: RefusalKey): Promise<ActionFailure> {
  return invalidInput({ _: (await getTranslations({ locale: 'fr', namespace: 'actions' }))(key) });
}
