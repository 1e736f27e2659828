import type { GridLot } from '@/lib/partner/programmes';

/**
 * A grid lot as a row of values in a fixed order. A residence's lots travel to the browser in the page's RSC
 * payload; as objects, the eleven key names (quoted twice over in the HTML) weighed as much as the values.
 */
export type PackedLot = [
  id: GridLot['id'],
  reference: GridLot['reference'],
  typology: GridLot['typology'],
  floor: GridLot['floor'],
  surface: GridLot['surface'],
  exposure: GridLot['exposure'],
  parking: GridLot['parking'],
  price: GridLot['price'],
  rent: GridLot['rent'],
  lotYield: GridLot['yield'],
  status: GridLot['status'],
];

export function packLots(lots: GridLot[]): PackedLot[] {
  return lots.map((lot) => [lot.id, lot.reference, lot.typology, lot.floor, lot.surface, lot.exposure, lot.parking, lot.price, lot.rent, lot.yield, lot.status]);
}

export function unpackLots(rows: PackedLot[]): GridLot[] {
  return rows.map(([id, reference, typology, floor, surface, exposure, parking, price, rent, lotYield, status]) => ({
    id,
    reference,
    typology,
    floor,
    surface,
    exposure,
    parking,
    price,
    rent,
    yield: lotYield,
    status,
  }));
}
