import { describe, expect, it } from 'vitest';
import { withOwnChanges, type OwnLotChange } from './own-lot-changes';

const lots = [
  { id: 1, status: 'available' as const },
  { id: 2, status: 'optioned' as const },
];

describe('withOwnChanges', () => {
  it('shows the status the adviser just gave a lot while the page still has the old one', () => {
    const changes = new Map<number, OwnLotChange>([[1, { from: 'available', to: 'optioned' }]]);
    expect(withOwnChanges(lots, changes).map((lot) => lot.status)).toEqual(['optioned', 'optioned']);
  });

  it('gives way to the page data once it moved on from the status the change started from', () => {
    const changes = new Map<number, OwnLotChange>([[2, { from: 'available', to: 'optioned' }]]);
    expect(withOwnChanges([{ id: 2, status: 'sold' as const }], changes)[0].status).toBe('sold');
  });

  it('leaves the very same list when nothing changed', () => {
    expect(withOwnChanges(lots, new Map())).toBe(lots);
  });
});
