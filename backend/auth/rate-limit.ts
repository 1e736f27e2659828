import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { incrementRateCount, readRateCount } from '../db/queries/rate-limits';

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

/** Refuses with 429 when any counter already reached its limit (counters are only read). */
export async function assertUnderLimits(deps: Deps, rules: RateRule[]): Promise<void> {
  const now = deps.clock.now();
  for (const rule of rules) {
    const { windowStart, retryAfter } = windowOf(now, rule.windowSeconds);
    if ((await readRateCount(deps.db, { key: rule.key, windowStart })) >= rule.limit) throw tooMany(retryAfter);
  }
}

/** Counts one event (e.g. a failed login) against every rule. */
export async function recordHits(deps: Deps, rules: RateRule[]): Promise<void> {
  const now = deps.clock.now();
  for (const rule of rules) {
    await incrementRateCount(deps.db, { key: rule.key, windowStart: windowOf(now, rule.windowSeconds).windowStart });
  }
}

/** Counts this request and refuses it with 429 once over the limit (for mail-sending endpoints). */
export async function consumeOrThrow(deps: Deps, rules: RateRule[]): Promise<void> {
  const now = deps.clock.now();
  for (const rule of rules) {
    const { windowStart, retryAfter } = windowOf(now, rule.windowSeconds);
    if ((await incrementRateCount(deps.db, { key: rule.key, windowStart })) > rule.limit) throw tooMany(retryAfter);
  }
}
