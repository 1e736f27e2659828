import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_MS = 15 * 60_000;
export const MAX_ATTEMPTS = 5;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes are stored hashed with their request and role, so a database read reveals none. */
export function hashCode(requestId: string, role: string, code: string): string {
  return createHash('sha256').update(`${requestId}:${role}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
