import 'server-only';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ZodError } from 'zod';
import { fieldErrorsOf } from '@/contract/field-errors';
import type { ActionFailure } from '@/lib/actions/action-result';
import { failure, failureFrom } from './results';
import { clientIpOf, isSameOriginRequest } from './request-guard';
import { env } from '@/lib/runtime/env';
import { logFailure } from '@/lib/log/logger';
import { isPartnerApiError } from '@/lib/partner/errors';

export interface ActionContext {
  sameOrigin: boolean;
  clientIp?: string;
  /** Maps a failed call to the form's message; `fallback` is the key of the catalogue's default text. */
  fail: (error: unknown, fallback?: 'generic' | 'passwordChange') => ActionFailure;
  refuse: () => ActionFailure;
  invalid: (error: ZodError) => ActionFailure;
  /** No live session: the API's own answer to a missing token, on which the forms reload the page. */
  expired: () => ActionFailure;
}

export async function actionContext(): Promise<ActionContext> {
  const requestHeaders = await headers();
  const t = await getTranslations('errors');
  const api = await getTranslations('api.errors');
  return {
    sameOrigin: isSameOriginRequest(requestHeaders, env.isProd),
    clientIp: clientIpOf(requestHeaders),
    fail: (error, fallback = 'generic') => {
      if (!isPartnerApiError(error)) logFailure('error', 'action de compte en échec', error);
      return failureFrom(error, { fallback: t(fallback), unavailable: t('unavailable') });
    },
    refuse: () => failure(403, t('generic')),
    invalid: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      return failure(422, Object.values(fieldErrors)[0] ?? t('generic'), fieldErrors);
    },
    expired: () => failure(401, api('unauthorized')),
  };
}
