import 'server-only';
import { getTranslations } from 'next-intl/server';
import { KYC_MESSAGES } from '@/contract/kyc';
import { isPartnerApiError } from '@/lib/partner/errors';
import { logFailure } from '@/lib/log/logger';
import { errorAnswer, sessionGone } from '@/lib/http/route-answers';

export const documentNotFound = () => errorAnswer(KYC_MESSAGES.notFound, 404);

/** A failed call to the partner API, as the KYC route handlers answer it to the browser. */
export async function kycErrorResponse(error: unknown): Promise<Response> {
  const t = await getTranslations({ locale: 'fr', namespace: 'errors' });
  if (isPartnerApiError(error) && error.status >= 400 && error.status < 500) {
    const { status } = error;
    if (status === 401) return sessionGone();
    if (status === 404) return documentNotFound();
    const fallback = status === 413 ? KYC_MESSAGES.batchTooLarge : t('generic');
    const errors = Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : undefined;
    return errorAnswer(error.serverMessage || fallback, status, errors);
  }
  logFailure('error', 'KYC : appel à l’API partenaire en échec', error);
  return errorAnswer(t('unavailable'), 502);
}
