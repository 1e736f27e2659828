import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../errors';

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

function sendsBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return length !== '0';
  if (c.req.header('transfer-encoding')) return true;
  // Over HTTP/1.1 no length and no chunking means no body; in-process requests expose it directly.
  if ((c.env as { incoming?: unknown } | undefined)?.incoming) return false;
  return c.req.raw.body !== null;
}

/** The API speaks JSON only: a body sent as anything else is refused before any handler runs. */
export const withJsonOnly = createMiddleware(async (c, next) => {
  if (bodyMethods.has(c.req.method) && sendsBody(c) && !jsonType.test(c.req.header('content-type') ?? '')) {
    throw new ApiError('unsupported_media_type');
  }
  await next();
});
