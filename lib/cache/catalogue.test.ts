import { describe, expect, it, vi } from 'vitest';
import type { Lot } from '@/lib/partner/programmes';

vi.mock('@/lib/partner/programmes', async (original) => ({
  ...(await original<typeof import('@/lib/partner/programmes')>()),
  getLotGrid: async () => ['B10', 'A2', 'B2', 'A10'].map((reference, index) => ({ id: index + 1, reference }) as Lot),
}));

const { lotGridOf } = await import('./catalogue');

describe('lotGridOf', () => {
  it('answers a residence’s lots in the grid’s first order, references read as the French collator reads them', async () => {
    // Without a catalogue scope the read goes straight to the partner API (here the mocked answer above).
    const lots = await lotGridOf(null, 'jeton', 1);
    expect(lots.map((lot) => lot.reference)).toEqual(['A2', 'A10', 'B2', 'B10']);
  });
});
