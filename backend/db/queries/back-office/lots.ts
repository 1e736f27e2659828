import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { LotStatus } from '../../../../contract/back-office';
import { lots, residences } from '../../schema';
import type { DbOrTx } from '../../tx';

/** Residences one of the caller's brands sells (null brands: every brand). Brand codes hold no comma. */
export const residenceOfBrands = (brandCodes: string[]) =>
  or(isNull(residences.brands), sql`${residences.brands} ?| string_to_array(${brandCodes.join(',')}, ',')`);

export async function listStaffResidences(db: DbOrTx, params: { brandCodes: string[] }) {
  return db
    .select({ id: residences.id, name: residences.name, city: residences.city })
    .from(residences)
    .where(residenceOfBrands(params.brandCodes))
    .orderBy(asc(residences.name), asc(residences.id));
}

export async function listStaffLots(db: DbOrTx, params: { residenceId: number; brandCodes: string[] }) {
  return db
    .select({ id: lots.id, reference: lots.reference, typology: lots.typology, status: lots.status, price: lots.price })
    .from(lots)
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .where(and(eq(lots.residenceId, params.residenceId), residenceOfBrands(params.brandCodes)))
    .orderBy(asc(lots.reference));
}

export async function findStaffLot(db: DbOrTx, params: { id: number; brandCodes: string[] }) {
  const [row] = await db
    .select({ lot: lots, residence: { id: residences.id, name: residences.name, brands: residences.brands } })
    .from(lots)
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .where(and(eq(lots.id, params.id), residenceOfBrands(params.brandCodes)))
    .limit(1);
  return row;
}

/** The lot's new status and price; a trigger turns the change into a live event for advisers. */
export async function updateLot(db: DbOrTx, params: { id: number; status: LotStatus; price: number }) {
  const [row] = await db.update(lots).set({ status: params.status, price: params.price }).where(eq(lots.id, params.id)).returning();
  return row;
}
