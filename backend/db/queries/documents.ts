import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { contentItems, fundDocuments, funds, lots, residences } from '../schema';
import { fundVisibleTo, residenceVisibleTo, type Caller } from './catalogue-scope';

// The rows each generated document is drawn from, in the caller's scope (brand, publication, subscriptions).

export async function residenceForDocument(db: DbOrTx, params: { caller: Caller; id: number }) {
  const [residence] = await db
    .select()
    .from(residences)
    .where(and(eq(residences.id, params.id), residenceVisibleTo(params.caller)))
    .limit(1);
  if (!residence) return undefined;
  const residenceLots = await db
    .select({ reference: lots.reference, typology: lots.typology, floor: lots.floor, surface: lots.surface, price: lots.price, status: lots.status })
    .from(lots)
    .where(eq(lots.residenceId, residence.id))
    .orderBy(asc(lots.reference));
  return { residence, lots: residenceLots };
}

export async function lotForDocument(db: DbOrTx, params: { caller: Caller; id: number }) {
  const [row] = await db
    .select({ lot: lots, residence: residences })
    .from(lots)
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .where(and(eq(lots.id, params.id), residenceVisibleTo(params.caller)))
    .limit(1);
  return row;
}

export async function fundDocumentFor(db: DbOrTx, params: { caller: Caller; id: number }) {
  const [row] = await db
    .select({ document: fundDocuments, fund: funds })
    .from(fundDocuments)
    .innerJoin(funds, eq(funds.id, fundDocuments.fundId))
    .where(and(eq(fundDocuments.id, params.id), fundVisibleTo(params.caller)))
    .limit(1);
  return row;
}

/** Only items published as a file (guides, laws, private-equity documents) have a document. */
export async function contentDocumentFor(db: DbOrTx, params: { caller: Caller; id: number }) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.id, params.id),
        isNotNull(contentItems.url),
        or(isNull(contentItems.brandCode), eq(contentItems.brandCode, params.caller.brandCode)),
      ),
    )
    .limit(1);
  return row;
}
