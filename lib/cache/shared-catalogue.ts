import 'server-only';
import { unstable_cache } from 'next/cache';
import type { PartnerCaller } from '@/lib/partner/client';
import { appMetrics } from '@/lib/ops/app-metrics';

/**
 * How long Next's data cache serves a catalogue answer as fresh. Nothing tells the app that the catalogue changed:
 * past this age the next read still answers the kept value while Next reads it again in the background
 * (stale-while-revalidate), so an edit shows within about a minute, on every app instance alike.
 */
export const CATALOGUE_REVALIDATE_SECONDS = 60;

/** Every shared catalogue entry carries it: a staff write made through this app drops them (catalogue-changed.ts). */
export const CATALOGUE_TAG = 'catalogue';

/**
 * A catalogue read shared by every adviser of one catalogue scope, kept in Next's data cache under `name`, the scope
 * and the arguments. The app reads it with its own credential for that scope, so no adviser's token is part of
 * the key or of the answer. Without a scope (an API that names none) each adviser's read goes through uncached.
 * Failures are never kept.
 */
export function sharedCatalogue<A extends (string | number | undefined | object)[], T>(
  name: string,
  read: (caller: PartnerCaller, ...args: A) => Promise<T>,
) {
  // Next's data cache tells no hit from a miss: the loader runs only when the source must be read.
  const cached = unstable_cache(
    (scope: string, ...args: A) => {
      appMetrics().cacheLookup('catalogue', 'fetch');
      return read({ catalogueScope: scope }, ...args);
    },
    ['catalogue', name],
    { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [CATALOGUE_TAG] },
  );
  return (scope: string | null, token: string, ...args: A): Promise<T> => {
    if (!scope) return read(token, ...args);
    appMetrics().cacheLookup('catalogue', 'read');
    return cached(scope, ...args);
  };
}
