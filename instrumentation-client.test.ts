import { afterAll, describe, expect, it, vi } from 'vitest';

describe('browser start', () => {
  afterAll(() => vi.unstubAllGlobals());

  it('turns zod’s compiled parsers off before any schema is defined, so the CSP never sees an eval probe', async () => {
    await import('./instrumentation-client');
    const evalProbe = vi.fn(() => {
      throw new EvalError('refused by the page’s CSP');
    });
    vi.stubGlobal('Function', evalProbe);
    const { z } = await import('zod');

    expect(z.config().jitless).toBe(true);
    expect(z.object({ nom: z.string() }).parse({ nom: 'Durand' })).toEqual({ nom: 'Durand' });
    expect(evalProbe).not.toHaveBeenCalled();
  });
});
