import { isPartnerApiError } from '@/lib/partner/errors';

/**
 * How loudly a page logs a partner read that failed. A 404 is an answer the page expects (a closed programme, an
 * unknown id or one out of the caller's scope: the page shows not-found or leaves the block out), so it is only
 * traced; the API down, failing or refusing anything else is an operator's concern.
 */
export function loadLogLevel(error: unknown): 'info' | 'error' {
  return isPartnerApiError(error) && error.status === 404 ? 'info' : 'error';
}
