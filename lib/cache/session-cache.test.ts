import { describe, expect, it } from 'vitest';
import { forgetSession, perSession } from './session-cache';

describe('perSession', () => {
  it('reads once per session and answers the kept value afterwards', async () => {
    let loads = 0;
    const load = async () => ({ read: ++loads });
    expect(await perSession('token-a', load, () => true)).toEqual({ read: 1 });
    expect(await perSession('token-a', load, () => true)).toEqual({ read: 1 });
    expect(await perSession('token-b', load, () => true)).toEqual({ read: 2 });
  });

  it('reads again after the session is forgotten (logout, profile change)', async () => {
    let loads = 0;
    const load = async () => ({ read: ++loads });
    await perSession('token-c', load, () => true);
    forgetSession('token-c');
    expect(await perSession('token-c', load, () => true)).toEqual({ read: 2 });
  });

  it('does not keep a value the caller refuses (a menu that failed to load)', async () => {
    let loads = 0;
    const load = async () => ({ read: ++loads, menuFailed: true });
    await perSession('token-d', load, (value) => !value.menuFailed);
    expect(await perSession('token-d', load, (value) => !value.menuFailed)).toMatchObject({ read: 2 });
  });
});
