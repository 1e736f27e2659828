import { unsealData } from 'iron-session';
import { LRUCache } from 'lru-cache';

// Opening a seal derives two keys with PBKDF2, checks an HMAC and decrypts: a quarter to a third of a rendered page's
// server time, paid three times per page (the proxy, the render and the login fallback every page carries). A sealed
// value always opens to the same data, so what it opened to is kept by that value, for a minute. A seal that does not
// open is not kept: garbage cannot push out live sessions.
const key = Symbol.for('espace-partenaire.opened-seals');
// On globalThis, like lib/cache/session-cache.ts: the proxy's bundle and the pages' share one cache per process.
const holder = globalThis as typeof globalThis & { [key]?: LRUCache<string, object> };

function opened(): LRUCache<string, object> {
  // The clock is read at each look-up (ttlResolution 0), not kept for a millisecond on a timer: a minute is a minute
  // however busy the process, and the test's clock moves the cache's at once.
  holder[key] ??= new LRUCache<string, object>({ max: 2_000, ttl: 60_000, ttlResolution: 0 });
  return holder[key];
}

interface SealOptions {
  password: string;
  /** Seconds the seal is valid for, as it was sealed with. */
  ttl: number;
}

/**
 * The data a seal holds, frozen ({} when it does not open: tampered, expired, another secret). Kept at most a minute, so
 * a seal read past its expiry is refused within a minute; the session's own 10 h limit (isLive) is checked on the data.
 */
export async function openSeal<T extends object>(seal: string, options: SealOptions): Promise<T> {
  const kept = opened().get(seal);
  if (kept) return kept as T;
  const data = Object.freeze(await unsealData<T>(seal, options));
  if (Object.keys(data).length > 0) opened().set(seal, data);
  return data;
}
