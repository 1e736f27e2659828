import 'server-only';
import { isPartnerApiError } from '@/lib/errors';
import messages from '@/messages/fr.json';
import { KYC_MESSAGES } from '@/contract/kyc';
import type { KycErrorBody } from './types';

const json = (body: KycErrorBody, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export const sessionGone = () => json({ message: 'Votre session a expiré : reconnectez-vous.' }, 401);
export const crossSiteRefused = () => json({ message: 'Requête refusée.' }, 403);
export const documentNotFound = () => json({ message: 'Document introuvable.' }, 404);

/** A failed call to the partner API, as the KYC route handlers answer it to the browser. */
export function kycErrorResponse(error: unknown): Response {
  if (isPartnerApiError(error) && error.status >= 400 && error.status < 500) {
    const { status } = error;
    if (status === 401) return sessionGone();
    if (status === 404) return documentNotFound();
    const fallback = status === 413 ? KYC_MESSAGES.batchTooLarge : messages.errors.generic;
    const body: KycErrorBody = { message: error.serverMessage || fallback };
    if (Object.keys(error.fieldErrors).length > 0) body.errors = error.fieldErrors;
    return json(body, status);
  }
  console.error('[kyc] appel à l’API partenaire en échec', error);
  return json({ message: messages.errors.unavailable }, 502);
}
