import { refresh } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshingPage } from './refreshing-page';

vi.mock('next/cache', () => ({ refresh: vi.fn() }));

describe('refreshingPage', () => {
  beforeEach(() => vi.mocked(refresh).mockClear());

  it('renders the page again into the answer of a write the partner API accepted', async () => {
    const result = await refreshingPage(Promise.resolve({ ok: true as const, data: { id: 7 } }));
    expect(result).toEqual({ ok: true, data: { id: 7 } });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it was when the write was refused, and passes the refusal on', async () => {
    const refusal = { ok: false as const, status: 422, message: 'Le lot n’est plus disponible.', fieldErrors: {} };
    expect(await refreshingPage(Promise.resolve(refusal))).toBe(refusal);
    expect(refresh).not.toHaveBeenCalled();
  });
});
