import { describe, expect, it } from 'vitest';
import { newNonce } from './nonce';

describe('newNonce', () => {
  it('draws 16 random bytes, written as 24 base64 characters, different on each request', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
