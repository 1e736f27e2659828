import 'server-only';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { env } from '@/lib/runtime/env';

const key = Symbol.for('espace-partenaire.session-cache');
const holder = globalThis as typeof globalThis & { [key]?: LRUCache<string, object> };

function entries(): LRUCache<string, object> {
  // What the frame shows (profile, menu) is read once per session for this long instead of on every navigation.
  holder[key] ??= new LRUCache<string, object>({ max: 5_000, ttl: env.FRAME_CACHE_SECONDS * 1000 });
  return holder[key];
}

/** What a session keeps: the frame (profile and menu), and the menu alone, which every page's guard reads. */
const PARTS = ['shell', 'menu'] as const;
export type SessionPart = (typeof PARTS)[number];

// Keyed by a digest, so the cache never holds a usable token.
const sessionKey = (accessToken: string, part: SessionPart) => `${part}:${createHash('sha256').update(accessToken).digest('base64url')}`;

/** The part kept for this session, or the result of `load` (kept only when `keep` accepts it). */
export async function perSession<T extends object>(
  accessToken: string,
  part: SessionPart,
  load: () => Promise<T>,
  keep: (value: T) => boolean,
): Promise<T> {
  const id = sessionKey(accessToken, part);
  const hit = entries().get(id);
  if (hit) return hit as T;
  const value = await load();
  if (keep(value)) entries().set(id, value);
  return value;
}

/** Drops what was kept for this session (logout, profile change). */
export function forgetSession(accessToken: string): void {
  for (const part of PARTS) entries().delete(sessionKey(accessToken, part));
}
