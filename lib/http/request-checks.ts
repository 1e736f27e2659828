/**
 * Checks the proxy makes before anything reads a request. Bodies: the proxy buffers at most
 * `proxyClientMaxBodySize` (next.config.mjs, the same 1 MB); uploads are routes the proxy does not run on, whose
 * handlers check the session first and then stream the body under their own limit.
 */
import { isSameOriginRequest } from '@/lib/auth/request-guard';

export const MAX_BODY_BYTES = 1024 * 1024;

export type RequestRefusal =
  | { status: 400; reason: 'badUrl' }
  | { status: 403; reason: 'foreignAction' }
  | { status: 411; reason: 'lengthRequired' }
  | { status: 413; reason: 'bodyTooLarge' };

interface RequestLike {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

/** Every escape decodes: the path as UTF-8, and no `%` without two hex digits anywhere. */
function isDecodable(url: string): boolean {
  if (/%(?![0-9a-f]{2})/i.test(url)) return false;
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the request is refused before routing, or null when it may go on. A server action posted from another origin
 * is refused here, with a French line, before Next's own check would answer it with a 500.
 */
export function requestRefusal(request: RequestLike, isProd: boolean): RequestRefusal | null {
  if (!isDecodable(request.url)) return { status: 400, reason: 'badUrl' };
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  if (request.headers.get('next-action') !== null && !isSameOriginRequest(request.headers, isProd)) return { status: 403, reason: 'foreignAction' };
  const declared = request.headers.get('content-length');
  if (declared === null) {
    return request.headers.get('transfer-encoding') === null ? null : { status: 411, reason: 'lengthRequired' };
  }
  return Number(declared) > MAX_BODY_BYTES ? { status: 413, reason: 'bodyTooLarge' } : null;
}
