import { LOT_STATUSES } from '@/contract/catalogue-values';
import type { GridLot, LotStatus } from '@/lib/partner/programmes';

/**
 * A residence's lots in the form they travel to the browser in the page's RSC payload, where every quote is
 * escaped once more inside the HTML: each lot a row of values in a fixed order (no key names), the few texts that
 * repeat from lot to lot (typology, exposure) written once in `words` and named by their index, the status by its
 * index in LOT_STATUSES, the parking as 0 or 1.
 */
export type PackedLots = { words: string[]; rows: PackedLot[] };

export type PackedLot = [
  id: GridLot['id'],
  reference: GridLot['reference'],
  typology: number,
  floor: GridLot['floor'],
  surface: GridLot['surface'],
  exposure: number | null,
  parking: 0 | 1,
  price: GridLot['price'],
  rent: GridLot['rent'],
  lotYield: GridLot['yield'],
  status: number,
];

export function packLots(lots: GridLot[]): PackedLots {
  const words: string[] = [];
  const indexes = new Map<string, number>();
  const word = (text: string) => {
    let index = indexes.get(text);
    if (index === undefined) {
      index = words.push(text) - 1;
      indexes.set(text, index);
    }
    return index;
  };
  const rows = lots.map((lot): PackedLot => [
    lot.id,
    lot.reference,
    word(lot.typology),
    lot.floor,
    lot.surface,
    lot.exposure === null ? null : word(lot.exposure),
    lot.parking ? 1 : 0,
    lot.price,
    lot.rent,
    lot.yield,
    LOT_STATUSES.indexOf(lot.status),
  ]);
  return { words, rows };
}

/** The packed lot with another status, given by its index in LOT_STATUSES. */
export function withPackedStatus(row: PackedLot, status: number): PackedLot {
  const changed: PackedLot = [...row];
  changed[10] = status;
  return changed;
}

export function unpackLots({ words, rows }: PackedLots): GridLot[] {
  return rows.map(([id, reference, typology, floor, surface, exposure, parking, price, rent, lotYield, status]) => ({
    id,
    reference,
    typology: words[typology],
    floor,
    surface,
    exposure: exposure === null ? null : words[exposure],
    parking: parking === 1,
    price,
    rent,
    yield: lotYield,
    status: LOT_STATUSES[status],
  }));
}

/**
 * Every lot's live status, as [id, index in LOT_STATUSES] pairs: what a residence page carries for all its lots, while
 * their descriptions (the packed rows) come with the page for its first screen only and are read apart for the rest.
 */
export type PackedStatuses = [id: number, status: number][];

export function packStatuses(lots: { id: number; status: LotStatus }[]): PackedStatuses {
  return lots.map((lot) => [lot.id, LOT_STATUSES.indexOf(lot.status)]);
}

/** The lots `statuses` names, with no description: enough to count them, or to give described lots their status. */
export function unpackStatuses(statuses: PackedStatuses): { id: number; status: LotStatus }[] {
  return statuses.map(([id, status]) => ({ id, status: LOT_STATUSES[status] }));
}
