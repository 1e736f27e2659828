import 'server-only';
import { CATALOGUE_TAG } from '@/contract/catalogue-revalidation';
import { appMetrics } from '@/lib/ops/app-metrics';
import { TaggedCache } from './tagged-cache';

// Catalogue answers change when the partner API says so (signed call to /api/cache/revalidate); the lifetime only
// bounds staleness behind an API that never calls.
const CATALOGUE_TTL_MS = 10 * 60_000;
const CATALOGUE_MAX_ENTRIES = 2_000;

// Route handlers and pages are separate bundles of one process: the cache lives on globalThis to be one object.
const key = Symbol.for('espace-partenaire.catalogue-cache');
const holder = globalThis as typeof globalThis & { [key]?: TaggedCache };

export function catalogueCache(): TaggedCache {
  holder[key] ??= new TaggedCache({ max: CATALOGUE_MAX_ENTRIES, ttlMs: CATALOGUE_TTL_MS, onLookup: (hit) => appMetrics().cacheLookup('catalogue', hit) });
  return holder[key];
}

/**
 * A catalogue answer shared by every adviser of one catalogue scope (null: the API named none, nothing is
 * shared). `load` runs with the token of whichever adviser misses first.
 */
export function sharedCatalogue<T>(scope: string | null, name: string, tags: string[], load: () => Promise<T>): Promise<T> {
  if (!scope) return load();
  return catalogueCache().remember(`${scope}|${name}`, [CATALOGUE_TAG, ...tags], load);
}
