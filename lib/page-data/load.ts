import 'server-only';
import { notFound, unauthorized } from 'next/navigation';
import { isPartnerApiError } from '@/lib/partner/errors';
import { logFailure } from '@/lib/log/logger';
import { loadLogLevel } from '@/lib/page-data/load-log-level';

export type Loaded<T> = { ok: true; value: T } | { ok: false };

/**
 * Runs one partner call for a page: 401 shows the login screen, 404 (out of scope too) the not-found page
 * when `notFoundOn404`, anything else becomes a failure the page shows as its top notice (a 404 is not an
 * operator's error: logged at info level).
 */
export async function load<T>(promise: Promise<T>, options: { notFoundOn404?: boolean } = {}): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (isPartnerApiError(error) && error.isUnauthorized) unauthorized();
    if (options.notFoundOn404 && isPartnerApiError(error) && (error.status === 404 || error.status === 422)) notFound();
    const level = loadLogLevel(error);
    logFailure(level, level === 'info' ? 'ressource absente de l’API partenaire' : 'chargement de la page impossible', error);
    return { ok: false };
  }
}

/** Path ids are positive integers; anything else is a page that does not exist. */
export function parseId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) notFound();
  return Number(raw);
}
