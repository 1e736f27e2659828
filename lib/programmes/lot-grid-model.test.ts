import { describe, expect, it } from 'vitest';
import type { Lot } from '@/lib/partner/programmes';
import { filterLots, sortLots } from './lot-grid-model';

const lot = (id: number, extra: Partial<Lot>): Lot => ({
  id,
  residence_id: 1,
  reference: `A${id}`,
  typology: 'T2',
  floor: 1,
  surface: 40,
  exposure: 'Sud',
  parking: false,
  price: 200_000,
  rent: 700,
  yield: 3.5,
  plan_url: null,
  status: 'available',
  ...extra,
});

const lots = [
  lot(10, { price: 300_000, status: 'sold', typology: 'T3' }),
  lot(2, { price: 150_000, rent: null, yield: null }),
  lot(1, { price: 220_000, status: 'optioned' }),
];

describe('lot grid model', () => {
  it('sorts references naturally and numbers in both directions', () => {
    expect(sortLots(lots, 'reference', 'asc').map((l) => l.reference)).toEqual(['A1', 'A2', 'A10']);
    expect(sortLots(lots, 'price', 'desc').map((l) => l.id)).toEqual([10, 1, 2]);
    expect(sortLots(lots, 'status', 'asc').map((l) => l.status)).toEqual(['available', 'optioned', 'sold']);
  });

  it('puts lots without a value last whatever the direction', () => {
    expect(sortLots(lots, 'rent', 'asc').at(-1)?.id).toBe(2);
    expect(sortLots(lots, 'yield', 'desc').at(-1)?.id).toBe(2);
  });

  const none = { reference: '', typology: '', status: '', priceMax: undefined } as const;

  it('filters by typology, status and maximum price', () => {
    expect(filterLots(lots, { ...none, typology: 'T3' }).map((l) => l.id)).toEqual([10]);
    expect(filterLots(lots, { ...none, status: 'optioned' }).map((l) => l.id)).toEqual([1]);
    expect(filterLots(lots, { ...none, priceMax: 220_000 }).map((l) => l.id)).toEqual([2, 1]);
  });

  it('finds lots by part of their reference, whatever the case and accents', () => {
    const named = [lot(1, { reference: 'Bât-É 101' }), lot(2, { reference: 'A-102' }), lot(3, { reference: 'B-201' })];
    expect(filterLots(named, { ...none, reference: ' bât-e ' }).map((l) => l.id)).toEqual([1]);
    expect(filterLots(named, { ...none, reference: '10' }).map((l) => l.id)).toEqual([1, 2]);
    expect(filterLots(named, { ...none, reference: 'Z' })).toEqual([]);
  });

  it('keeps the order it is given, so the lots are sorted once and filtered on each change', () => {
    const byPrice = sortLots(lots, 'price', 'desc');
    expect(filterLots(byPrice, { ...none, priceMax: 250_000 }).map((l) => l.id)).toEqual([1, 2]);
    expect(filterLots(byPrice, { ...none, reference: 'a' }).map((l) => l.id)).toEqual([10, 1, 2]);
  });

  it('finds a lot whose reference changed under a new row object', () => {
    const renamed = [lot(1, { reference: 'C-301' })];
    expect(filterLots(renamed, { ...none, reference: 'c-3' })).toHaveLength(1);
    expect(filterLots([{ ...renamed[0], reference: 'D-401' }], { ...none, reference: 'c-3' })).toEqual([]);
  });

  it('sorts 1,000 lots by price and finds them by reference', () => {
    const many = Array.from({ length: 1000 }, (_, i) => lot(i + 1, { price: (i * 7919) % 500_000 }));
    const sorted = sortLots(many, 'price', 'asc');
    const found = filterLots(many, { ...none, reference: 'a99' });
    expect(sorted.every((l, i) => i === 0 || sorted[i - 1].price <= l.price)).toBe(true);
    expect(sorted[0].price).toBe(0);
    expect(found.map((l) => l.reference)).toEqual(['A99', 'A990', 'A991', 'A992', 'A993', 'A994', 'A995', 'A996', 'A997', 'A998', 'A999']);
  });
});
