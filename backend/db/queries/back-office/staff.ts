import { and, asc, eq, inArray } from 'drizzle-orm';
import { brands, staffBrands, users } from '../../schema';
import type { DbOrTx } from '../../tx';

/** The brands a staff member works for, in code order. */
export async function listStaffBrands(db: DbOrTx, params: { userId: number }): Promise<string[]> {
  const rows = await db
    .select({ code: staffBrands.brandCode })
    .from(staffBrands)
    .where(eq(staffBrands.userId, params.userId))
    .orderBy(asc(staffBrands.brandCode));
  return rows.map((row) => row.code);
}

/** Staff who work for `brandCode`: the colleagues a conversation of that brand may be given to. */
export async function listColleagues(db: DbOrTx, params: { brandCodes: string[] }) {
  if (!params.brandCodes.length) return [];
  return db
    .selectDistinct({ id: users.id, prenom: users.prenom, nom: users.nom })
    .from(users)
    .innerJoin(staffBrands, eq(staffBrands.userId, users.id))
    .where(and(eq(users.role, 'staff'), inArray(staffBrands.brandCode, params.brandCodes)))
    .orderBy(asc(users.nom), asc(users.prenom), asc(users.id));
}

export async function worksForBrand(db: DbOrTx, params: { userId: number; brandCode: string }): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffBrands.userId })
    .from(staffBrands)
    .where(and(eq(staffBrands.userId, params.userId), eq(staffBrands.brandCode, params.brandCode)))
    .limit(1);
  return Boolean(row);
}

/** Staff who work for every brand there is: the shared catalogue and second-factor resets are theirs. */
export async function worksForEveryBrand(db: DbOrTx, params: { brandCodes: string[] }): Promise<boolean> {
  const all = await db.select({ code: brands.code }).from(brands);
  return all.every((brand) => params.brandCodes.includes(brand.code));
}
