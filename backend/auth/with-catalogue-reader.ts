import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { CATALOGUE_SCOPE_HEADER, CATALOGUE_SCOPE_PATTERN } from '../../contract/catalogue-scope';
import { messages } from '../../contract/messages';
import type { Deps } from '../deps';
import { scopeReader, type Caller } from '../db/queries/catalogue-scope';
import { ApiError } from '../errors';
import { bearerGuard } from '../http/bearer-guard';
import { withAuth } from './with-auth';

export type CatalogueEnv = { Variables: { caller: Caller } };

/** How a catalogue read is documented: an adviser's bearer, or the app's credential with the scope header. */
export const catalogueReads = {
  security: [{ Bearer: [] }, { CatalogueReader: [] }] as Record<string, string[]>[],
};

/** The request header of a catalogue read made with the app's credential. */
export const catalogueScopeHeaders = z.object({
    [CATALOGUE_SCOPE_HEADER.toLowerCase()]: z
      .string()
      .regex(CATALOGUE_SCOPE_PATTERN)
      .optional()
      .openapi({ description: "Portée lue avec le jeton de l'application (CatalogueReader) : marque, puis types de programmes fermés" }),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the bearer is the app's own catalogue credential (compared in constant time). */
function isAppCredential(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return Boolean(token && match && timingSafeEqual(digest(match[1]), digest(token)));
}

/**
 * Catalogue reads, the same for every adviser of a scope: an adviser's bearer (withAuth), or the app's own
 * credential (CATALOGUE_READ_TOKEN) with the scope in `X-Catalogue-Scope`, so that what the app caches for a scope
 * never depends on one adviser's token.
 */
export function withCatalogueReader(deps: Deps) {
  const adviser = withAuth(deps);
  return bearerGuard(createMiddleware<CatalogueEnv>(async (c, next) => {
    const scope = c.req.header(CATALOGUE_SCOPE_HEADER);
    if (scope === undefined) return adviser(c as never, next);
    if (!isAppCredential(c.req.header('authorization'), deps.config.catalogueReadToken)) throw new ApiError('unauthorized');
    const reader = CATALOGUE_SCOPE_PATTERN.test(scope) ? scopeReader(scope) : undefined;
    const badScope = messages.api.catalogue.badScope;
    if (!reader) throw new ApiError('unprocessable', badScope, { [CATALOGUE_SCOPE_HEADER]: [badScope] });
    c.set('caller', reader);
    await next();
  }));
}
