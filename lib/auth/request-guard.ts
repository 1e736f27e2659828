export interface RequestHeadersLike {
  get(name: string): string | null;
}

/**
 * State-changing server actions only answer pages of this very origin (ARCHITECTURE §7). The browser's
 * Sec-Fetch-Site is trusted when present; Origin must then match the host the request was sent to.
 */
export function isSameOriginRequest(headers: RequestHeadersLike): boolean {
  const site = headers.get('sec-fetch-site');
  const origin = headers.get('origin');
  if (!site && !origin) return false;
  if (site && site !== 'same-origin') return false;
  if (!origin) return true;
  const host = (headers.get('x-forwarded-host') ?? headers.get('host'))?.split(',')[0]?.trim();
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The adviser's address as the first proxy saw it, so the API can rate-limit per IP. */
export function clientIpOf(headers: RequestHeadersLike): string | undefined {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || undefined;
}
