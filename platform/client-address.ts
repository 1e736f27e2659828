import { BlockList, isIP } from 'node:net';

// Imported by the app server (scripts/app-server.mjs, run by Node without a build) and by the partner API:
// relative imports only, erasable TypeScript only.

export type AddressTest = (address: string) => boolean;

/** `::ffff:203.0.113.7` and `203.0.113.7` are the same client. */
function plainAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** Parses `TRUSTED_PROXIES`: addresses and CIDR ranges, comma-separated (`10.0.0.5, 10.1.0.0/16, fd00::/8`). */
export function trustedProxies(list: string | undefined, extra: string[] = []): AddressTest {
  const blocks = new BlockList();
  const entries = [...(list ?? '').split(','), ...extra].map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`adresse de proxy invalide : « ${entry} »`);
    if (bits === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && blocks.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

export const PROXY_LIST_HINT = 'adresses IP ou plages CIDR séparées par des virgules';

/** For the environment checks of the app and the API. */
export function isProxyList(list: string): boolean {
  try {
    trustedProxies(list);
    return true;
  } catch {
    return false;
  }
}

export const LOOPBACK = ['127.0.0.1', '::1'];

/**
 * The client behind a chain of proxies: the socket peer, or, when the peer is a trusted proxy, the rightmost
 * X-Forwarded-For entry that is not a trusted proxy itself. Entries left of it were written by whoever sent
 * the request, so they are never believed.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, isTrusted: AddressTest): string {
  const hops = (forwardedFor ?? '').split(',').map(plainAddress).filter(Boolean);
  let client = plainAddress(peer);
  while (isTrusted(client) && hops.length > 0) client = hops.pop()!;
  return client;
}

type NodeHeaders = Record<string, string | string[] | undefined>;

const PROXY_ONLY_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/**
 * Runs before Next sees a request. Next keeps a browser-sent X-Forwarded-For as it is (it only fills it from
 * the socket when absent), so the header is rewritten here to the one client address; the other forwarding
 * headers are dropped unless a trusted proxy sent them.
 */
export function settleForwardedHeaders(headers: NodeHeaders, peer: string | undefined, isTrusted: AddressTest): void {
  const forwarded = headers['x-forwarded-for'];
  const chain = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  headers['x-forwarded-for'] = clientAddress(peer ?? '', chain, isTrusted);
  delete headers['x-real-ip'];
  if (peer && isTrusted(peer)) return;
  for (const name of PROXY_ONLY_HEADERS) delete headers[name];
}
