import { describe, expect, it } from 'vitest';
import type { Lot, Residence } from '@/lib/partner/programmes';
import { withLiveState } from './live-state';

const lot = (id: number, typology: string, status: Lot['status']) => ({ id, typology, status }) as Lot;
const residence = {
  id: 1,
  is_favorite: false,
  lots_available: 3,
  typologies: [
    { typology: 'T2', total: 2, available: 2, price_from: 1, surface_from: 1, plan_url: null },
    { typology: 'T3', total: 1, available: 1, price_from: 1, surface_from: 1, plan_url: null },
  ],
} as Residence;
const cachedLots = [lot(10, 'T2', 'available'), lot(11, 'T2', 'available'), lot(12, 'T3', 'available')];

describe('withLiveState', () => {
  it('gives each cached lot its live status and counts availability again', () => {
    const live = withLiveState(residence, cachedLots, {
      is_favorite: true,
      subscription_url: null,
      event_cursor: 0,
      lots: [{ id: 10, status: 'optioned' }, { id: 11, status: 'available' }, { id: 12, status: 'sold' }],
    });
    expect(live.lots?.map((row) => row.status)).toEqual(['optioned', 'available', 'sold']);
    expect(live.residence).toMatchObject({ is_favorite: true, lots_available: 1 });
    expect(live.residence.typologies.map((row) => row.available)).toEqual([1, 0]);
  });

  it('leaves out a cached lot the live state no longer lists', () => {
    const live = withLiveState(residence, cachedLots, { is_favorite: false, subscription_url: null, event_cursor: 0, lots: [{ id: 10, status: 'available' }] });
    expect(live.lots?.map((row) => row.id)).toEqual([10]);
  });

  it('counts available lots from the live state when the grid could not be read', () => {
    const live = withLiveState(residence, null, { is_favorite: false, subscription_url: null, event_cursor: 0, lots: [{ id: 10, status: 'reserved' }] });
    expect(live.lots).toBeNull();
    expect(live.residence.lots_available).toBe(0);
  });
});
