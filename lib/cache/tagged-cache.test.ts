import { describe, expect, it } from 'vitest';
import { TaggedCache } from './tagged-cache';

const cache = () => new TaggedCache({ max: 10, ttlMs: 60_000 });

describe('TaggedCache', () => {
  it('loads a key once and answers the kept value afterwards', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await c.remember('a', ['t'], load)).toBe(1);
    expect(await c.remember('a', ['t'], load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const c = cache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([c.remember('a', [], load), c.remember('a', [], load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('keeps no failure: the next call loads again', async () => {
    const c = cache();
    await expect(c.remember('a', [], () => Promise.reject(new Error('API down')))).rejects.toThrow('API down');
    expect(await c.remember('a', [], async () => 'ok')).toBe('ok');
  });

  it('drops the values carrying an invalidated tag and only those', async () => {
    const c = cache();
    await c.remember('r1', ['catalogue', 'residence:1'], async () => 'r1');
    await c.remember('r2', ['catalogue', 'residence:2'], async () => 'r2');
    expect(c.invalidate(['residence:1'])).toBe(1);
    expect(await c.remember('r1', ['catalogue', 'residence:1'], async () => 'r1 after')).toBe('r1 after');
    expect(await c.remember('r2', ['catalogue', 'residence:2'], async () => 'r2 after')).toBe('r2');
  });

  it('does not keep a value whose load was running when its tag was invalidated', async () => {
    const c = cache();
    let finish: (value: string) => void = () => {};
    const running = c.remember('r1', ['residence:1'], () => new Promise<string>((resolve) => (finish = resolve)));
    c.invalidate(['residence:1']);
    finish('read before the change');
    expect(await running).toBe('read before the change');
    expect(await c.remember('r1', ['residence:1'], async () => 'read after the change')).toBe('read after the change');
  });
});
