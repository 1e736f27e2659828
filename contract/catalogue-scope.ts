/**
 * Advisers of one catalogue scope (brand and programme types closed to them) read the same catalogue. The API names
 * an adviser's scope in this header of GET user-infos; the app reads the scope's catalogue with its own credential
 * (CATALOGUE_READ_TOKEN) and this header, so what it caches for a scope never depends on an adviser's token.
 */
export const CATALOGUE_SCOPE_HEADER = 'X-Catalogue-Scope';

/** A scope as the API names it: a brand code, then each programme type closed to the scope (`lrp:impact`). */
export const CATALOGUE_SCOPE_PATTERN = /^[a-z]{2,8}(?::[a-z]{2,16}){0,8}$/;
