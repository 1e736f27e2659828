import { sealData } from 'iron-session';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const unseal = vi.hoisted(() => ({ calls: 0 }));
vi.mock('iron-session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('iron-session')>();
  return {
    ...actual,
    unsealData: (...args: Parameters<typeof actual.unsealData>) => {
      unseal.calls += 1;
      return actual.unsealData(...args);
    },
  };
});

// The cache's clock is the test's, moved by hand past the minute: lru-cache takes `performance` as it loads, and forgets
// the time it read on a timer.
vi.useFakeTimers({ toFake: ['performance', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
const { openSeal } = await import('./opened-seals');

const password = 'a-test-secret-of-at-least-thirty-two-characters';
const options = { password, ttl: 3600 };

describe('openSeal', () => {
  beforeEach(() => {
    unseal.calls = 0;
  });

  it('opens a seal to the data it holds, frozen', async () => {
    const seal = await sealData({ accessToken: 'a', loggedInAt: 1 }, options);
    const data = await openSeal<{ accessToken?: string }>(seal, options);
    expect(data).toEqual({ accessToken: 'a', loggedInAt: 1 });
    expect(Object.isFrozen(data)).toBe(true);
  });

  it('opens the same seal once within a minute, and again after', async () => {
    const seal = await sealData({ accessToken: 'b' }, options);
    await openSeal(seal, options);
    vi.advanceTimersByTime(59_000);
    await openSeal(seal, options);
    expect(unseal.calls).toBe(1);
    vi.advanceTimersByTime(2_000);
    await openSeal(seal, options);
    expect(unseal.calls).toBe(2);
  });

  it('answers nothing for a tampered seal or another secret, and keeps no such answer', async () => {
    const seal = await sealData({ accessToken: 'c' }, options);
    const tampered = seal.replace(/\*[^*]{4}/, '*AAAA');
    expect(await openSeal(tampered, options)).toEqual({});
    expect(await openSeal(tampered, options)).toEqual({});
    expect(unseal.calls).toBe(2);
    expect(await openSeal(seal, { ...options, password: 'another-secret-of-at-least-thirty-two-chars' })).toEqual({});
  });
});
