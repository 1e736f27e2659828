import type { LotStatus } from '@/contract/programmes';

/** A status the adviser just gave a lot, over the status the page was drawn with. */
export type OwnLotChange = { from: LotStatus; to: LotStatus };

/**
 * The lots as the adviser's own last steps left them: a change applies while the page's data still shows the
 * status it started from, and gives way as soon as the page's data moved on (to the same state or another one).
 */
export function withOwnChanges<T extends { id: number; status: LotStatus }>(lots: T[], changes: ReadonlyMap<number, OwnLotChange>): T[] {
  if (changes.size === 0) return lots;
  return lots.map((lot) => {
    const change = changes.get(lot.id);
    return change && change.from === lot.status && change.to !== lot.status ? { ...lot, status: change.to } : lot;
  });
}
