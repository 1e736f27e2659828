import type { IncomingMessage, ServerResponse } from 'node:http';

type WriteHead = ServerResponse['writeHead'];

function isHtml(response: ServerResponse, headers: unknown): boolean {
  const fromArgs = Array.isArray(headers)
    ? undefined
    : Object.entries((headers ?? {}) as Record<string, unknown>).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return String(fromArgs ?? response.getHeader('content-type') ?? '').startsWith('text/html');
}

/**
 * A page loaded by a logged-out browser shows the login screen in place, which Next answers 401 (unauthorized()).
 * Browsers log every document answered 4xx as a console error, on every logged-out landing: the page a browser loads
 * as a document (HTML, Sec-Fetch-Dest: document) is answered 200 instead. Client-side navigations, route handlers
 * and the API keep their 401.
 */
export function answerLoginScreenOk(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET' || request.headers['sec-fetch-dest'] !== 'document') return;
  const writeHead: WriteHead = response.writeHead.bind(response);
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    const status = statusCode === 401 && isHtml(response, headers) ? 200 : statusCode;
    return (writeHead as (code: number, ...args: unknown[]) => ServerResponse)(status, ...rest);
  }) as WriteHead;
}
