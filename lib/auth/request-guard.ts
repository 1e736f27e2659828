import { isAppHost } from '@/lib/brand/brands';

export interface RequestHeadersLike {
  get(name: string): string | null;
}

/**
 * State-changing server actions only answer pages of this very origin (ARCHITECTURE §7). The browser's
 * Sec-Fetch-Site is trusted when present; Origin must then match the host the request was sent to, and that
 * host must be one of the brands' (a forged X-Forwarded-Host cannot name another).
 */
export function isSameOriginRequest(headers: RequestHeadersLike, isProd: boolean): boolean {
  const site = headers.get('sec-fetch-site');
  const origin = headers.get('origin');
  if (!site && !origin) return false;
  if (site && site !== 'same-origin') return false;
  if (!origin) return true;
  const host = (headers.get('x-forwarded-host') ?? headers.get('host'))?.split(',')[0]?.trim();
  if (!isAppHost(host, isProd)) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The adviser's address, so the API can rate-limit per IP. The app server (scripts/app-server.mjs) writes it
 * from the socket and the trusted proxies; the rightmost entry is taken, never one a browser could prepend.
 */
export function clientIpOf(headers: RequestHeadersLike): string | undefined {
  return headers.get('x-forwarded-for')?.split(',').pop()?.trim() || undefined;
}
