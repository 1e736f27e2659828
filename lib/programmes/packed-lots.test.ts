import { describe, expect, it } from 'vitest';
import type { GridLot } from '@/lib/partner/programmes';
import { packLots, unpackLots } from './packed-lots';

const lots: GridLot[] = [
  { id: 1, reference: 'A0001', typology: 'T4', floor: 0, surface: 90.4, exposure: 'Est', parking: true, price: 860600, rent: 2101, yield: 2.93, status: 'available' },
  { id: 45, reference: 'A0045', typology: 'T1', floor: 3, surface: 30, exposure: null, parking: false, price: 285600, rent: null, yield: null, status: 'sold' },
];

describe('packed lots', () => {
  it('gives back the same lots, nulls included, after packing', () => {
    expect(unpackLots(packLots(lots))).toEqual(lots);
  });

  it('carries the values without the key names', () => {
    const packed = JSON.stringify(packLots(lots));
    expect(packed).not.toContain('reference');
    expect(packed.length).toBeLessThan(JSON.stringify(lots).length / 2);
  });

  it('packs no lots into no rows', () => {
    expect(packLots([])).toEqual([]);
    expect(unpackLots([])).toEqual([]);
  });
});
