import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never retries mutations', () => {
    expect(makeQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('leaves no timer behind a server render’s queries, so nothing keeps the render alive after its answer', async () => {
    vi.useFakeTimers();
    const client = makeQueryClient();
    const observer = new QueryObserver(client, { queryKey: ['favori', 1], queryFn: () => true, initialData: true, enabled: false });
    const unsubscribe = observer.subscribe(() => {});
    await client.prefetchQuery({ queryKey: ['menu'], queryFn: () => ['Accueil'] });
    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
  });
});
