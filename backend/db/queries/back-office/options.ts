import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { lots, options, reservations, residences, users } from '../../schema';
import type { DbOrTx } from '../../tx';

function brandOptionSelect(db: DbOrTx) {
  return db
    .select({
      option: options,
      lot: { id: lots.id, reference: lots.reference },
      residence: { id: residences.id, name: residences.name },
      adviser: { prenom: users.prenom, nom: users.nom, email: users.email, brandCode: users.brandCode },
      reservation: { id: reservations.id, status: reservations.status },
    })
    .from(options)
    .innerJoin(lots, eq(lots.id, options.lotId))
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .innerJoin(users, eq(users.id, options.adviserId))
    .leftJoin(reservations, eq(reservations.optionId, options.id));
}

/**
 * Options of advisers of the caller's brands still in progress: placed, notified, or reserved until the deed is
 * signed; the next to lapse first.
 */
export async function listBrandOptions(db: DbOrTx, params: { brandCodes: string[] }) {
  return brandOptionSelect(db)
    .where(
      and(
        inArray(options.status, ['placed', 'notified', 'reserved']),
        or(isNull(reservations.status), ne(reservations.status, 'deed_signed')),
        inArray(users.brandCode, params.brandCodes),
      ),
    )
    .orderBy(asc(options.expiresAt), asc(options.id));
}

export async function findBrandOption(db: DbOrTx, params: { id: number; brandCodes: string[] }) {
  const [row] = await brandOptionSelect(db)
    .where(and(eq(options.id, params.id), inArray(users.brandCode, params.brandCodes)))
    .limit(1);
  return row;
}

export type BrandOptionRow = NonNullable<Awaited<ReturnType<typeof findBrandOption>>>;
