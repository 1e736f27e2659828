import type { GridLot, LotStatus } from '@/lib/partner/programmes';

/** The grid's columns, in the table's order (price and state last, pinned to the right); each sorts the lots. */
export const LOT_SORT_KEYS = ['reference', 'typology', 'floor', 'surface', 'exposure', 'parking', 'rent', 'yield', 'price', 'status'] as const;
export type LotSortKey = (typeof LOT_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
/** The grid's order when a page opens. */
export const FIRST_SORT = { key: 'reference', direction: 'asc' } as const satisfies { key: LotSortKey; direction: SortDirection };

/**
 * How many lots, in the first order, a residence page carries with it: more than the table's 70 % of a screen and a
 * phone's screen of cards show, so the first screen is drawn whole before the other lots are read.
 */
export const FIRST_SCREEN_LOTS = 20;
export interface LotFilters {
  /** Part of a lot's reference, case and accents ignored. */
  reference: string;
  typology: string;
  status: LotStatus | '';
  priceMax: number | undefined;
}

const STATUS_ORDER: Record<LotStatus, number> = { available: 0, optioned: 1, reserved: 2, sold: 3 };
const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

// A reference as the filter compares it, worked out once per lot rather than on every keystroke.
const searchableReferences = new WeakMap<GridLot, string>();
function searchableReference(lot: GridLot): string {
  let reference = searchableReferences.get(lot);
  if (reference === undefined) {
    reference = searchable(lot.reference);
    searchableReferences.set(lot, reference);
  }
  return reference;
}

/** The lots matching every filter, in the order given (sort first, once, then filter on each change). */
export function filterLots(lots: GridLot[], filters: LotFilters): GridLot[] {
  const reference = searchable(filters.reference.trim());
  const priceMax = filters.priceMax === undefined || Number.isNaN(filters.priceMax) ? Infinity : filters.priceMax;
  return lots.filter(
    (lot) =>
      (!filters.typology || lot.typology === filters.typology) &&
      (!filters.status || lot.status === filters.status) &&
      lot.price <= priceMax &&
      (!reference || searchableReference(lot).includes(reference)),
  );
}

/** Stable sort; empty values (no rent, no yield) always last. Each lot's key is read once, not per comparison. */
export function sortLots(lots: GridLot[], key: LotSortKey, direction: SortDirection): GridLot[] {
  const sign = direction === 'asc' ? 1 : -1;
  const valueOf = (lot: GridLot): string | number | null => {
    if (key === 'status') return STATUS_ORDER[lot.status];
    if (key === 'parking') return lot.parking ? 1 : 0;
    return lot[key];
  };
  return lots
    .map((lot, index) => ({ lot, index, value: valueOf(lot) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ lot }) => lot);
}
