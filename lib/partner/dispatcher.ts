import 'server-only';
import { Agent, fetch as undiciFetch, type Dispatcher } from 'undici';

// One pool of kept-alive connections to the partner API for the whole process: a page makes several calls and
// opening a socket for each costs both sides a handshake and a fresh HTTP parser.
const agent = new Agent({ keepAliveTimeout: 4_000, keepAliveMaxTimeout: 60_000, connections: 32 });

/** fetch through the shared keep-alive pool: for answers handed on as a `Response` (files, the live channel). */
export function partnerFetch(url: URL, init: RequestInit): Promise<Response> {
  return undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher: agent }) as unknown as Promise<Response>;
}

/**
 * The same request through the same pool without fetch's Request, Headers and Response objects and their web streams:
 * for the JSON answers every page reads, where they were half of a call's cost in the app. The body is read once
 * (`json()`) or let go (`dump()`); a timeout rejects with the signal's TimeoutError, as fetch does.
 */
export function partnerRequest(url: URL, init: RequestInit): Promise<Dispatcher.ResponseData> {
  return agent.request({
    origin: url.origin,
    path: url.pathname + url.search,
    method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
    headers: init.headers as Record<string, string>,
    body: init.body as string | undefined,
    signal: init.signal ?? undefined,
  });
}
