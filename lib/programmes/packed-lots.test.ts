import { describe, expect, it } from 'vitest';
import type { GridLot } from '@/lib/partner/programmes';
import { withStatuses } from './live-state';
import { packLots, packStatuses, unpackLots, unpackStatuses } from './packed-lots';

const lots: GridLot[] = [
  { id: 1, reference: 'A0001', typology: 'T4', floor: 0, surface: 90.4, exposure: 'Est', parking: true, price: 860600, rent: 2101, yield: 2.93, status: 'available' },
  { id: 45, reference: 'A0045', typology: 'T1', floor: 3, surface: 30, exposure: null, parking: false, price: 285600, rent: null, yield: null, status: 'sold' },
  { id: 46, reference: 'A0046', typology: 'T4', floor: 3, surface: 88, exposure: 'Est', parking: false, price: 815000, rent: 1990, yield: 2.9, status: 'optioned' },
];

describe('packed lots', () => {
  it('gives back the same lots, nulls and every status included, after packing', () => {
    expect(unpackLots(packLots(lots))).toEqual(lots);
  });

  it('writes each repeated text once and the statuses as numbers', () => {
    const packed = packLots(lots);
    expect(packed.words).toEqual(['T4', 'Est', 'T1']);
    const json = JSON.stringify(packed);
    expect(json).not.toContain('reference');
    expect(json).not.toContain('available');
    expect(json.length).toBeLessThan(JSON.stringify(lots).length / 2);
  });

  it('packs no lots into no rows', () => {
    expect(packLots([])).toEqual({ words: [], rows: [] });
    expect(unpackLots({ words: [], rows: [] })).toEqual([]);
  });
});

describe('packed statuses', () => {
  it('give each described lot its live status and leave out a lot they no longer name', () => {
    const statuses = packStatuses([
      { id: 1, status: 'optioned' },
      { id: 46, status: 'available' },
    ]);
    expect(statuses).toEqual([
      [1, 1],
      [46, 0],
    ]);
    expect(withStatuses(lots, unpackStatuses(statuses)).map(({ id, status }) => ({ id, status }))).toEqual([
      { id: 1, status: 'optioned' },
      { id: 46, status: 'available' },
    ]);
  });

  it('count the lots before their descriptions are read', () => {
    expect(unpackStatuses(packStatuses(lots))).toEqual(lots.map(({ id, status }) => ({ id, status })));
  });
});
