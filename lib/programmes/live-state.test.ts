import { describe, expect, it } from 'vitest';
import type { GridLot, Residence, ResidenceState } from '@/lib/partner/programmes';
import { withLiveState } from './live-state';
import { FIRST_SCREEN_LOTS } from './lot-grid-model';
import { packLots, unpackLots, unpackStatuses } from './packed-lots';

const lot = (id: number, typology: string) =>
  ({ id, reference: `A${id}`, typology, floor: 1, surface: 40, exposure: null, parking: false, price: 1, rent: null, yield: null, status: 'available' }) as GridLot;
const residence = {
  id: 1,
  is_favorite: false,
  lots_available: 3,
  typologies: [
    { typology: 'T2', total: 2, available: 2, price_from: 1, surface_from: 1, plan_url: null },
    { typology: 'T3', total: 1, available: 1, price_from: 1, surface_from: 1, plan_url: null },
  ],
} as Residence;
const cachedGrid = packLots([lot(10, 'T2'), lot(11, 'T2'), lot(12, 'T3')]);
const state = (lots: ResidenceState['lots'], isFavorite = false): ResidenceState => ({ is_favorite: isFavorite, subscription_url: null, event_cursor: 0, lots });

describe('withLiveState', () => {
  it('gives each cached lot its live status and counts availability again', () => {
    const live = withLiveState(
      residence,
      cachedGrid,
      state(
        [
          { id: 10, status: 'optioned' },
          { id: 11, status: 'available' },
          { id: 12, status: 'sold' },
        ],
        true,
      ),
    );
    expect(unpackLots(live.lots!.first).map((row) => row.status)).toEqual(['optioned', 'available', 'sold']);
    expect(unpackStatuses(live.lots!.statuses)).toEqual([
      { id: 10, status: 'optioned' },
      { id: 11, status: 'available' },
      { id: 12, status: 'sold' },
    ]);
    expect(live.residence).toMatchObject({ is_favorite: true, lots_available: 1 });
    expect(live.residence.typologies.map((row) => row.available)).toEqual([1, 0]);
  });

  it('leaves out a cached lot the live state no longer lists', () => {
    const live = withLiveState(residence, cachedGrid, state([{ id: 10, status: 'available' }]));
    expect(unpackLots(live.lots!.first).map((row) => row.id)).toEqual([10]);
    expect(live.lots!.statuses).toEqual([[10, 0]]);
  });

  it('describes the first screen of lots only, in the grid’s order, while every lot keeps its status', () => {
    const many = packLots(Array.from({ length: FIRST_SCREEN_LOTS + 5 }, (_, index) => lot(index + 1, 'T2')));
    const live = withLiveState(residence, many, state(unpackLots(many).map(({ id }) => ({ id, status: 'reserved' as const }))));
    expect(live.lots!.first.rows.map(([id]) => id)).toEqual(many.rows.slice(0, FIRST_SCREEN_LOTS).map(([id]) => id));
    expect(live.lots!.statuses).toHaveLength(FIRST_SCREEN_LOTS + 5);
    expect(unpackLots(live.lots!.first).every((row) => row.status === 'reserved')).toBe(true);
  });

  it('counts available lots from the live state when the grid could not be read', () => {
    const live = withLiveState(residence, null, state([{ id: 10, status: 'reserved' }]));
    expect(live.lots).toBeNull();
    expect(live.residence.lots_available).toBe(0);
  });
});
