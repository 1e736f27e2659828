import { and, asc, eq, inArray } from 'drizzle-orm';
import { lots, options, residences, users } from '../../schema';
import type { DbOrTx } from '../../tx';

function brandOptionSelect(db: DbOrTx) {
  return db
    .select({
      option: options,
      lot: { id: lots.id, reference: lots.reference },
      residence: { id: residences.id, name: residences.name },
      adviser: { prenom: users.prenom, nom: users.nom, email: users.email, brandCode: users.brandCode },
    })
    .from(options)
    .innerJoin(lots, eq(lots.id, options.lotId))
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .innerJoin(users, eq(users.id, options.adviserId));
}

/** Live options (placed, or contract notified) of advisers of the caller's brands, the next to lapse first. */
export async function listBrandOptions(db: DbOrTx, params: { brandCodes: string[] }) {
  return brandOptionSelect(db)
    .where(and(inArray(options.status, ['placed', 'notified']), inArray(users.brandCode, params.brandCodes)))
    .orderBy(asc(options.expiresAt), asc(options.id));
}

export async function findBrandOption(db: DbOrTx, params: { id: number; brandCodes: string[] }) {
  const [row] = await brandOptionSelect(db)
    .where(and(eq(options.id, params.id), inArray(users.brandCode, params.brandCodes)))
    .limit(1);
  return row;
}

export type BrandOptionRow = NonNullable<Awaited<ReturnType<typeof findBrandOption>>>;
