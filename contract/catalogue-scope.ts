/**
 * Advisers of one catalogue scope (brand and programme types closed to them) read the same catalogue. The API names
 * an adviser's scope in this header of GET user-infos; the app reads the scope's catalogue with its own credential
 * (CATALOGUE_READ_TOKEN) and this header, so what it caches for a scope never depends on an adviser's token.
 */
export const CATALOGUE_SCOPE_HEADER = 'X-Catalogue-Scope';
