import { describe, expect, it } from 'vitest';
import { makeQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a 401 or another client error', () => {
    expect(shouldRetry(0, { status: 401 })).toBe(false);
    expect(shouldRetry(0, { status: 404 })).toBe(false);
    expect(shouldRetry(0, { status: 422 })).toBe(false);
  });

  it('retries a transient failure once', () => {
    expect(shouldRetry(0, { status: 503 })).toBe(true);
    expect(shouldRetry(0, { status: 429 })).toBe(true);
    expect(shouldRetry(0, new Error('réseau'))).toBe(true);
    expect(shouldRetry(1, { status: 503 })).toBe(false);
  });
});

describe('makeQueryClient', () => {
  it('never retries mutations', () => {
    expect(makeQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
