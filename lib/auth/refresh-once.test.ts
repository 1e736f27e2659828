import { describe, expect, it, vi } from 'vitest';
import { refreshOnce } from './refresh-once';

const pair = { access_token: 'a2', refresh_token: 'r2', expires_in: 900 };

describe('refreshOnce', () => {
  it('spends a refresh token once for concurrent requests', async () => {
    const call = vi.fn(async () => pair);
    const [first, second] = await Promise.all([refreshOnce('r1', call, 1000), refreshOnce('r1', call, 1001)]);
    expect(first).toBe(pair);
    expect(second).toBe(pair);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(pair);
    await expect(refreshOnce('r3', call, 1000)).rejects.toThrow('down');
    await Promise.resolve();
    await expect(refreshOnce('r3', call, 1001)).resolves.toBe(pair);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('forgets an answer after 30 s', async () => {
    const call = vi.fn(async () => pair);
    await refreshOnce('r4', call, 0);
    await refreshOnce('r4', call, 30_001);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
