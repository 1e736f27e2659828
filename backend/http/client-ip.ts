import type { Context } from 'hono';
import { clientAddress, LOOPBACK, trustedProxies, type AddressTest } from '../../platform/client-address';

export function peerAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

const parsed = new WeakMap<string[], AddressTest>();

/** The API's proxies: loopback (the app on the same host) and `TRUSTED_PROXIES`, parsed once per list. */
function apiTrustedProxies(list: string[]): AddressTest {
  let test = parsed.get(list);
  if (!test) parsed.set(list, (test = trustedProxies(list.join(','), LOOPBACK)));
  return test;
}

/**
 * The caller's address for rate limits: the socket peer, or behind the app and other trusted proxies the
 * rightmost X-Forwarded-For hop they did not write themselves. In-process test requests have no socket and
 * count as loopback.
 */
export function clientIp(c: Context, trustedProxyList: string[]): string {
  return clientAddress(peerAddress(c) ?? '127.0.0.1', c.req.header('x-forwarded-for'), apiTrustedProxies(trustedProxyList));
}
