import { unsealData } from 'iron-session';

// Opening a seal derives two keys with PBKDF2, checks an HMAC and decrypts: a tenth of a page's server time, paid twice
// per request (the proxy and the render both read the cookie). A sealed value always opens to the same data, so what
// it opened to is kept by that value. A seal that does not open is not kept: garbage cannot push out live sessions.
const KEEP_MS = 60_000;
const MAX_SEALS = 2_000;

interface Opened<T> {
  data: Readonly<T>;
  until: number;
}

const opened = new Map<string, Opened<object>>();

interface SealOptions {
  password: string;
  /** Seconds the seal is valid for, as it was sealed with. */
  ttl: number;
}

/**
 * The data a seal holds, frozen ({} when it does not open: tampered, expired, another secret). Kept at most a minute, so
 * a seal read past its expiry is refused within a minute; the session's own 10 h limit (isLive) is checked on the data.
 */
export async function openSeal<T extends object>(seal: string, options: SealOptions, now = Date.now()): Promise<T> {
  const kept = opened.get(seal);
  if (kept && kept.until > now) return kept.data as T;
  if (kept) opened.delete(seal);
  const data = Object.freeze(await unsealData<T>(seal, options));
  if (Object.keys(data).length === 0) return data;
  if (opened.size >= MAX_SEALS) opened.delete(opened.keys().next().value!);
  opened.set(seal, { data, until: now + KEEP_MS });
  return data;
}
