import { describe, expect, it } from 'vitest';
import { usedBlocks, type HomeBlock } from './home';

const block = (page: string): HomeBlock => ({ display: { page, type: 'figures', label: page }, figures: [], charts: [] });

describe('usedBlocks', () => {
  it('keeps the blocks whose page names ventes, clients or residences, in their order (SPEC §3)', () => {
    const blocks = ['stats/ventes', 'agenda', 'stats/clients', 'residences', 'webinaires'].map(block);
    expect(usedBlocks(blocks).map((b) => b.display.page)).toEqual(['stats/ventes', 'stats/clients', 'residences']);
  });
});
