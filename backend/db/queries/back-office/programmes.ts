import { and, asc, eq, inArray } from 'drizzle-orm';
import { residenceClosures, residences } from '../../schema';
import type { DbOrTx } from '../../tx';
import { residenceOfBrands } from './lots';

/** Residences the caller's brands distribute, with the brands among them the back office closed each one to. */
export async function listStaffProgrammes(db: DbOrTx, params: { brandCodes: string[] }) {
  const rows = await db
    .select({ id: residences.id, name: residences.name, city: residences.city, brands: residences.brands })
    .from(residences)
    .where(residenceOfBrands(params.brandCodes))
    .orderBy(asc(residences.name), asc(residences.id));
  const closures = rows.length
    ? await db
        .select({ residenceId: residenceClosures.residenceId, brandCode: residenceClosures.brandCode })
        .from(residenceClosures)
        .where(and(inArray(residenceClosures.residenceId, rows.map((row) => row.id)), inArray(residenceClosures.brandCode, params.brandCodes)))
    : [];
  const closed = new Set(closures.map((row) => `${row.residenceId}:${row.brandCode}`));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    city: row.city,
    brands: params.brandCodes
      .filter((code) => row.brands === null || row.brands.includes(code))
      .map((code) => ({ code, open: !closed.has(`${row.id}:${code}`) })),
  }));
}

/** The residence if the brand distributes it (null brands: every brand). */
export async function findProgrammeOfBrands(db: DbOrTx, params: { id: number; brandCodes: string[] }) {
  const [row] = await db
    .select({ id: residences.id, name: residences.name, brands: residences.brands })
    .from(residences)
    .where(and(eq(residences.id, params.id), residenceOfBrands(params.brandCodes)))
    .limit(1);
  return row;
}

/** Closes (or reopens) the residence to one brand; true when that changed anything. */
export async function setProgrammeOpen(db: DbOrTx, params: { residenceId: number; brandCode: string; open: boolean; by: number; now: Date }) {
  const where = and(eq(residenceClosures.residenceId, params.residenceId), eq(residenceClosures.brandCode, params.brandCode));
  const rows = params.open
    ? await db.delete(residenceClosures).where(where).returning({ id: residenceClosures.residenceId })
    : await db
        .insert(residenceClosures)
        .values({ residenceId: params.residenceId, brandCode: params.brandCode, closedBy: params.by, closedAt: params.now })
        .onConflictDoNothing()
        .returning({ id: residenceClosures.residenceId });
  return rows.length > 0;
}
