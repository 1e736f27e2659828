import type { TokenPair } from '@/lib/partner/auth';

// Parallel requests (RSC prefetches) often carry the same expiring cookie. Rotating refresh tokens must be
// spent once: the first request refreshes, the others of this instance reuse its answer for a short while.
const SHARE_MS = 30_000;
const shared = new Map<string, { at: number; pair: Promise<TokenPair> }>();

export function refreshOnce(
  refreshToken: string,
  call: (token: string) => Promise<TokenPair>,
  now: number = Date.now(),
): Promise<TokenPair> {
  for (const [token, entry] of shared) if (now - entry.at > SHARE_MS) shared.delete(token);
  const existing = shared.get(refreshToken);
  if (existing) return existing.pair;
  const pair = call(refreshToken);
  shared.set(refreshToken, { at: now, pair });
  pair.catch(() => shared.delete(refreshToken));
  return pair;
}
