import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from './security-headers.ts';

// Imported by the app server's own answers (scripts/app-server.mjs, run by Node without a build): relative imports
// only, erasable TypeScript only.

/** True when an Accept-Encoding header admits Brotli (`br`, with no `q=0`). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';').map((part) => part.trim());
    if (coding !== 'br') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

const SECURITY = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value]));

/**
 * Answers a GET or HEAD for a file named after its content, which browsers may therefore keep for good, with the
 * headers every answer of the app carries; `brotli` says the body is the file's Brotli copy.
 */
export function answerImmutable(
  request: IncomingMessage,
  response: ServerResponse,
  { contentType, body, brotli = false }: { contentType: string; body: Buffer; brotli?: boolean },
): void {
  response.writeHead(200, {
    ...SECURITY,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Type': contentType,
    'Content-Length': body.length,
    // The same address answers Brotli or not, by the request's Accept-Encoding.
    Vary: 'Accept-Encoding',
    ...(brotli && { 'Content-Encoding': 'br' }),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
