import type { Context } from 'hono';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function peerAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/**
 * The socket address, unless the peer is loopback or a configured proxy (the BFF): then the nearest
 * X-Forwarded-For entry. In-process test requests have no socket and count as loopback.
 */
export function clientIp(c: Context, trustedProxies: string[]): string {
  const peer = peerAddress(c) ?? '127.0.0.1';
  if (!loopback.has(peer) && !trustedProxies.includes(peer)) return peer;
  const forwarded = c.req.header('x-forwarded-for');
  const nearest = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).pop();
  return nearest ?? peer;
}
