// Imported by the app server (scripts/app-server.mjs) and by proxy.ts: relative imports only, erasable TypeScript only.

/**
 * Set by proxy.ts on the answer to a page load it lets the server keep: the epoch ms until which the session
 * needs no refresh. The app server reads and removes it; the browser never sees it.
 */
export const SNAPSHOT_HEADER = 'x-page-snapshot';

/** On every catalogue page load: `hit` when answered from a kept page, `miss` when Next rendered it. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** How long a kept page is answered at most: the same as the frame's profile and menu (lib/cache/session-cache.ts). */
export const SNAPSHOT_LIFETIME_MS = 30_000;

/** The catalogue's pages: programme lists, the map, residences (not their files, `/programmes/fichiers/…`). */
const CATALOGUE_PAGE = /^\/programmes(?:\/(?!fichiers\/)[A-Za-z-]+(?:\/\d{1,9})?)?$/;

/** Prefetches and server actions carry these: they are left to Next. */
const UNKEPT_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'purpose', 'sec-purpose'];

/**
 * What Next's answer depends on besides the address and the cookie: a client navigation (`rsc`) is answered the
 * segments the browser's router lacks (`next-router-state-tree`), as seen from the page it is on (`next-url`).
 */
export const VARYING_HEADERS = ['rsc', 'next-router-state-tree', 'next-url'];

/**
 * True for a full load of a catalogue page, or a client navigation to one, with a cookie: an answer the server may
 * give again from a snapshot.
 */
export function isSnapshotCandidate(method: string, pathname: string, header: (name: string) => string | null | undefined): boolean {
  if (method !== 'GET' || !CATALOGUE_PAGE.test(pathname)) return false;
  if (!header('cookie')) return false;
  return UNKEPT_HEADERS.every((name) => !header(name));
}
