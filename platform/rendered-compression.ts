import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build): relative imports only, erasable
// TypeScript only.

/**
 * Brotli's quality for what Next renders on each request. At 5 a residence's HTML is 11 % smaller than in gzip (Next's
 * own compression, the only one it offers), for 0.2 ms more per page: small enough that the first screen of the
 * residence, headers included, arrives in the first round trip of a new connection. Higher qualities cost tens of
 * milliseconds per page for a few more per cent.
 */
export const RENDERED_BROTLI_QUALITY = 5;

export type Compress = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Compresses what Next renders (pages, RSC payloads, route handlers' answers, the live channel's events) in Brotli
 * when the browser takes it, in gzip otherwise. Next calls the response's `flush()` after each chunk it streams, so a
 * page still arrives in parts and an event at once. Next's own compression is turned off (next.config.mjs).
 */
export function renderedCompression(): Compress {
  const middleware = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: RENDERED_BROTLI_QUALITY } } });
  return (request, response, next) => middleware(request as never, response as never, next);
}
