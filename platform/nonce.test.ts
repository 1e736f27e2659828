import { describe, expect, it } from 'vitest';
import { newNonce } from './nonce';

describe('newNonce', () => {
  it('draws 16 random bytes, written as 24 base64 characters, different on each request, past a refill of the pool', () => {
    const nonces = new Set(Array.from({ length: 600 }, newNonce));
    expect(nonces.size).toBe(600);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
