import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzip, inflateSync } from 'node:zlib';
import { newNonce } from '../../contract/server/nonce.ts';
import { acceptedRequestId, REQUEST_ID_HEADER } from '../../contract/server/request-id.ts';
import { isSnapshotCandidate, PAGE_CACHE_HEADER, SNAPSHOT_HEADER, SNAPSHOT_LIFETIME_MS, VARYING_HEADERS } from './snapshot-request.ts';
import { pageSnapshots, type PageSnapshot, type PageSnapshots } from './snapshot-store.ts';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build): relative imports only, erasable
// TypeScript only.

type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/** Headers that belong to one answer, not to the page: recomputed for each. */
const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  REQUEST_ID_HEADER,
  SNAPSHOT_HEADER,
  PAGE_CACHE_HEADER,
]);

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The session cookie is part of the key: only the browser that holds it is answered the page rendered for it. */
function snapshotKey(request: IncomingMessage): string {
  const parts = [headerOf(request, 'host'), request.url, headerOf(request, 'cookie'), ...VARYING_HEADERS.map((name) => headerOf(request, name))];
  return createHash('sha256')
    .update(parts.map((part) => part ?? '').join('\0'))
    .digest('base64url');
}

/** A page's HTML, or its RSC payload for a client navigation. */
const KEPT_TYPE = /^(text\/html|text\/x-component)\b/;

const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(headerOf(request, 'accept-encoding') ?? '');
}

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** A kept page answered again: a new nonce on its scripts and in its CSP, a new request id, compressed if asked. */
function answer(request: IncomingMessage, response: ServerResponse, snapshot: PageSnapshot): void {
  const nonce = newNonce();
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(snapshot.headers)) {
    headers[name] = Array.isArray(value) ? value.map((item) => item.replaceAll(snapshot.nonce, nonce)) : value.replaceAll(snapshot.nonce, nonce);
  }
  headers[REQUEST_ID_HEADER] = acceptedRequestId(headerOf(request, REQUEST_ID_HEADER));
  headers[PAGE_CACHE_HEADER] = 'hit';
  const body = snapshot.body.replaceAll(snapshot.nonce, nonce);
  if (!acceptsGzip(request)) {
    response.writeHead(snapshot.status, { ...headers, 'content-length': Buffer.byteLength(body) });
    response.end(body);
    return;
  }
  gzip(body, (error, compressed) => {
    if (error) {
      response.destroy(error);
      return;
    }
    response.writeHead(snapshot.status, { ...headers, 'content-encoding': 'gzip', 'content-length': compressed.length });
    response.end(compressed);
  });
}

/** The page's own headers, as the render set them, for answering it again. */
function pageHeaders(response: ServerResponse): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value === undefined || PER_ANSWER.has(name)) continue;
    kept[name] = Array.isArray(value) ? value : String(value);
  }
  return kept;
}

/** Moves headers given to writeHead onto the response, so that getHeaders() sees them all. */
function setGivenHeaders(response: ServerResponse, given: unknown): void {
  if (Array.isArray(given)) {
    for (let index = 0; index + 1 < given.length; index += 2) response.setHeader(String(given[index]), given[index + 1]);
  } else if (given && typeof given === 'object') {
    for (const [name, value] of Object.entries(given)) if (value !== undefined) response.setHeader(name, value);
  }
}

/**
 * Renders the page through Next and keeps what it sent, when the proxy marked the answer as one to keep (a live
 * session not refreshed by this request), it is a complete 200 page (HTML or RSC payload), sets no cookie, and no
 * load failed during its render (`refuse`).
 */
function renderAndKeep(request: IncomingMessage, response: ServerResponse, handle: Handler, store: PageSnapshots, key: string, now: () => number): void {
  const requestId = acceptedRequestId(headerOf(request, REQUEST_ID_HEADER));
  request.headers[REQUEST_ID_HEADER] = requestId;
  store.track(requestId);
  const since = store.mark();
  const chunks: Buffer[] = [];
  let keeping: { status: number; headers: Record<string, string | string[]>; encoding?: string; validUntil: number } | null = null;

  const writeHead = response.writeHead as (this: ServerResponse, statusCode: number, statusMessage?: string) => ServerResponse;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const given = typeof rest[0] === 'string' ? rest[1] : rest[0];
    setGivenHeaders(response, given);
    const marker = response.getHeader(SNAPSHOT_HEADER);
    response.removeHeader(SNAPSHOT_HEADER);
    response.setHeader(PAGE_CACHE_HEADER, 'miss');
    const page = KEPT_TYPE.test(String(response.getHeader('content-type') ?? ''));
    if (statusCode === 200 && marker !== undefined && page && !response.hasHeader('set-cookie')) {
      const encoding = response.getHeader('content-encoding');
      keeping = {
        status: statusCode,
        headers: pageHeaders(response),
        encoding: encoding === undefined ? undefined : String(encoding),
        validUntil: Math.min(Number(marker), now() + SNAPSHOT_LIFETIME_MS),
      };
    }
    const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined;
    return writeHead.call(this, statusCode, statusMessage);
  } as ServerResponse['writeHead'];

  const collect = (chunk: unknown, encoding: unknown) => {
    if (!keeping || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
  };
  const write = response.write;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    // Headers go out with the first chunk; writeHead above decides whether this answer is kept.
    if (!response.headersSent) response.writeHead(response.statusCode);
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  const end = response.end;
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!response.headersSent) response.writeHead(response.statusCode);
    collect(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];

  response.on('close', () => {
    const mayKeep = store.settle(requestId);
    if (!keeping || !mayKeep || !response.writableFinished) return;
    const { headers, status, encoding, validUntil } = keeping;
    const nonce = String(headers['content-security-policy'] ?? '').match(NONCE)?.[1];
    if (!nonce || validUntil <= now()) return;
    store.put(key, { status, headers, body: decoded(Buffer.concat(chunks), encoding), nonce, validUntil }, since);
  });
  handle(request, response);
}

/**
 * The app server's step before Next: a full load of a catalogue page, or a client navigation to one, answered from
 * what Next rendered for that same session cookie, address and router state, while no change was announced since (lib/cache/revalidation.ts
 * clears them all on the partner API's call) and within its lifetime; any other request goes to Next untouched.
 */
export function pageSnapshotStep(handle: Handler, store: PageSnapshots = pageSnapshots(), now: () => number = Date.now): Handler {
  return (request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (!isSnapshotCandidate(request.method ?? 'GET', pathname, (name) => headerOf(request, name))) return handle(request, response);
    const key = snapshotKey(request);
    const snapshot = store.get(key, now());
    if (snapshot) return answer(request, response, snapshot);
    return renderAndKeep(request, response, handle, store, key, now);
  };
}
