import { randomFillSync } from 'node:crypto';

// Random bytes drawn from the system 256 nonces at a time, as Node's randomUUID does: a page request then takes its
// nonce without a call into the kernel. No byte is handed out twice.
const pool = Buffer.allocUnsafe(16 * 256);
let taken = pool.length;

/** A CSP nonce: 128 random bits in base64, 24 characters, repeated on each of the page's scripts and stylesheets. */
export function newNonce(): string {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  taken += 16;
  return pool.toString('base64', taken - 16, taken);
}
