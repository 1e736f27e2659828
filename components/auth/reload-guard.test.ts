import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, mayReload, reloadGuardKey } from './reload-guard';

describe('reload guard', () => {
  it('reloads once per path within 10 s', () => {
    const now = 1_000_000;
    expect(mayReload(null, now)).toBe(true);
    expect(mayReload(String(now - 1000), now)).toBe(false);
    expect(mayReload(String(now - RELOAD_GUARD_MS), now)).toBe(true);
    expect(mayReload('garbage', now)).toBe(true);
    expect(mayReload(String(now + 60_000), now)).toBe(true);
  });

  it('keys by path and query', () => {
    expect(reloadGuardKey('/fonds/3?x=1')).toBe('ep-reload:/fonds/3?x=1');
  });
});
