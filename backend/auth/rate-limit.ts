import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { decrementRateCount, incrementRateCount } from '../db/queries/rate-limits';

export type RateRule = { key: string; limit: number; windowSeconds: number };

export const FIFTEEN_MINUTES = 15 * 60;

function windowOf(now: Date, windowSeconds: number) {
  const size = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { windowStart: new Date(start), retryAfter: Math.max(1, Math.ceil((start + size - now.getTime()) / 1000)) };
}

function tooMany(retryAfter: number): ApiError {
  return new ApiError('too_many_requests', undefined, undefined, { 'Retry-After': String(retryAfter) });
}

/** Gives back the attempts of a request that turned out legitimate (a successful login). */
export async function refundHits(deps: Deps, rules: RateRule[]): Promise<void> {
  const now = deps.clock.now();
  for (const rule of rules) {
    await decrementRateCount(deps.db, { key: rule.key, windowStart: windowOf(now, rule.windowSeconds).windowStart });
  }
}

/**
 * Counts this attempt and refuses it with 429 once over the limit, in one statement per rule, before any costly
 * work: parallel attempts cannot all read the same count.
 */
export async function consumeOrThrow(deps: Deps, rules: RateRule[]): Promise<void> {
  const now = deps.clock.now();
  for (const rule of rules) {
    const { windowStart, retryAfter } = windowOf(now, rule.windowSeconds);
    if ((await incrementRateCount(deps.db, { key: rule.key, windowStart })) > rule.limit) throw tooMany(retryAfter);
  }
}
