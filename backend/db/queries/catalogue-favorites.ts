import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { favourites, funds, residences } from '../schema';
import { fundVisibleTo, residenceVisibleTo, type Caller } from './catalogue-scope';
import { fundCardsByIds, type FundCard } from './catalogue-funds';
import { residenceCardsByIds, type ResidenceCard } from './catalogue';

export type FavoriteEntry = { kind: 'residence'; card: ResidenceCard; addedAt: Date } | { kind: 'fund'; card: FundCard; addedAt: Date };

/** The caller's favourites still in scope, newest first. */
export async function listFavorites(db: DbOrTx, params: { caller: Caller }): Promise<FavoriteEntry[]> {
  const rows = await db
    .select()
    .from(favourites)
    .where(eq(favourites.userId, params.caller.id))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  const residenceIds = rows.flatMap((row) => (row.residenceId ? [row.residenceId] : []));
  const fundIds = rows.flatMap((row) => (row.fundId ? [row.fundId] : []));
  const [residenceCards, fundCards] = await Promise.all([
    residenceCardsByIds(db, { caller: params.caller, ids: residenceIds }),
    fundCardsByIds(db, { caller: params.caller, ids: fundIds }),
  ]);
  const residenceById = new Map(residenceCards.map((card) => [card.residence.id, card]));
  const fundById = new Map(fundCards.map((card) => [card.fund.id, card]));
  return rows.flatMap((row): FavoriteEntry[] => {
    const residence = row.residenceId ? residenceById.get(row.residenceId) : undefined;
    if (residence) return [{ kind: 'residence', card: residence, addedAt: row.createdAt }];
    const fund = row.fundId ? fundById.get(row.fundId) : undefined;
    if (fund) return [{ kind: 'fund', card: fund, addedAt: row.createdAt }];
    return [];
  });
}

/** The ids of the caller's favourite residences and funds, in no order. */
export async function favoriteIds(db: DbOrTx, params: { caller: Caller }): Promise<{ residences: number[]; funds: number[] }> {
  const rows = await db
    .select({ residenceId: favourites.residenceId, fundId: favourites.fundId })
    .from(favourites)
    .where(eq(favourites.userId, params.caller.id));
  return {
    residences: rows.flatMap((row) => (row.residenceId ? [row.residenceId] : [])),
    funds: rows.flatMap((row) => (row.fundId ? [row.fundId] : [])),
  };
}

/**
 * Adds or removes one programme (residence or fund, they share an id space) from the caller's favourites.
 * Answers the new state, or undefined when the id is no programme the caller may see.
 */
export async function toggleFavorite(
  db: DbOrTx,
  params: { caller: Caller; programmeId: number },
): Promise<{ favorite: boolean; kind: 'residence' | 'fund' } | undefined> {
  const { caller, programmeId } = params;
  const [[residence], [fund]] = await Promise.all([
    db
      .select({ id: residences.id })
      .from(residences)
      .where(and(eq(residences.id, programmeId), residenceVisibleTo(caller)))
      .limit(1),
    db
      .select({ id: funds.id })
      .from(funds)
      .where(and(eq(funds.id, programmeId), fundVisibleTo(caller)))
      .limit(1),
  ]);
  if (!residence && !fund) return undefined;
  const kind = residence ? 'residence' : 'fund';
  const target = residence ? eq(favourites.residenceId, programmeId) : eq(favourites.fundId, programmeId);
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, caller.id), target))
    .returning({ id: favourites.id });
  if (removed.length) return { favorite: false, kind };
  await db
    .insert(favourites)
    .values(residence ? { userId: caller.id, residenceId: programmeId } : { userId: caller.id, fundId: programmeId })
    .onConflictDoNothing();
  return { favorite: true, kind };
}
