import 'server-only';
import { Agent, fetch as undiciFetch } from 'undici';

// One pool of kept-alive connections to the partner API for the whole process: a page makes several calls and
// opening a socket for each costs both sides a handshake and a fresh HTTP parser.
const agent = new Agent({ keepAliveTimeout: 4_000, keepAliveMaxTimeout: 60_000, connections: 32 });

/** fetch through the shared keep-alive pool. */
export function partnerFetch(url: string, init: RequestInit): Promise<Response> {
  return undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher: agent }) as unknown as Promise<Response>;
}
