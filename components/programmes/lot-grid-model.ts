import type { GridLot, LotStatus } from '@/lib/partner/programmes';

export type LotSortKey = 'reference' | 'typology' | 'floor' | 'surface' | 'exposure' | 'parking' | 'price' | 'rent' | 'yield' | 'status';
export type SortDirection = 'asc' | 'desc';
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

export function filterLots(lots: GridLot[], filters: LotFilters): GridLot[] {
  const reference = searchable(filters.reference.trim());
  return lots.filter(
    (lot) =>
      (!reference || searchable(lot.reference).includes(reference)) &&
      (!filters.typology || lot.typology === filters.typology) &&
      (!filters.status || lot.status === filters.status) &&
      (filters.priceMax === undefined || Number.isNaN(filters.priceMax) || lot.price <= filters.priceMax),
  );
}

/** Stable sort; empty values (no rent, no yield) always last. */
export function sortLots(lots: GridLot[], key: LotSortKey, direction: SortDirection): GridLot[] {
  const sign = direction === 'asc' ? 1 : -1;
  const valueOf = (lot: GridLot): string | number | null => {
    if (key === 'status') return STATUS_ORDER[lot.status];
    if (key === 'parking') return lot.parking ? 1 : 0;
    return lot[key];
  };
  return lots
    .map((lot, index) => ({ lot, index }))
    .sort((a, b) => {
      const va = valueOf(a.lot);
      const vb = valueOf(b.lot);
      if (va === null || vb === null) return va === vb ? a.index - b.index : va === null ? 1 : -1;
      const order = typeof va === 'number' && typeof vb === 'number' ? va - vb : collator.compare(String(va), String(vb));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ lot }) => lot);
}
