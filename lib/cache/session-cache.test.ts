import { describe, expect, it } from 'vitest';
import { forgetSession, perSession } from './session-cache';

describe('perSession', () => {
  it('reads once per session and answers the kept value afterwards', async () => {
    let loads = 0;
    const load = async () => ({ read: ++loads });
    expect(await perSession('token-a', 'shell', load, () => true)).toEqual({ read: 1 });
    expect(await perSession('token-a', 'shell', load, () => true)).toEqual({ read: 1 });
    expect(await perSession('token-b', 'shell', load, () => true)).toEqual({ read: 2 });
  });

  it('keeps each part of a session apart', async () => {
    let loads = 0;
    const load = async () => ({ read: ++loads });
    expect(await perSession('token-e', 'shell', load, () => true)).toEqual({ read: 1 });
    expect(await perSession('token-e', 'menu', load, () => true)).toEqual({ read: 2 });
    expect(await perSession('token-e', 'shell', load, () => true)).toEqual({ read: 1 });
  });

  it('reads every part again after the session is forgotten (logout, profile change)', async () => {
    let loads = 0;
    const load = async () => ({ read: ++loads });
    await perSession('token-c', 'shell', load, () => true);
    await perSession('token-c', 'menu', load, () => true);
    forgetSession('token-c');
    expect(await perSession('token-c', 'shell', load, () => true)).toEqual({ read: 3 });
    expect(await perSession('token-c', 'menu', load, () => true)).toEqual({ read: 4 });
  });

  it('does not keep a value the caller refuses (a menu that failed to load)', async () => {
    let loads = 0;
    const load = async () => ({ read: ++loads, menuFailed: true });
    await perSession('token-d', 'shell', load, (value) => !value.menuFailed);
    expect(await perSession('token-d', 'shell', load, (value) => !value.menuFailed)).toMatchObject({ read: 2 });
  });
});
