import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { fundDocuments, fundModels, funds } from '../schema';
import { containsPattern, fundVisibleTo, prefixPattern, type Caller } from './catalogue-scope';

export type FundRow = typeof funds.$inferSelect;
export type FundModelRow = typeof fundModels.$inferSelect;
export type FundDocumentRow = typeof fundDocuments.$inferSelect;
export type FundCard = { fund: FundRow; favorite: boolean; modelsCount: number };
export type FundSort = 'name' | 'yield_desc' | 'min_asc' | 'risk_asc';

export type FundFilters = {
  q?: string;
  category?: string;
  yieldMin?: number;
  minSubscriptionMax?: number;
  riskMax?: number;
};

const sortOrders: Record<FundSort, SQL[]> = {
  name: [asc(funds.name), asc(funds.id)],
  yield_desc: [sql`${funds.yield} desc nulls last`, asc(funds.id)],
  min_asc: [asc(funds.minSubscription), asc(funds.id)],
  risk_asc: [asc(funds.riskLevel), asc(funds.id)],
};

function cardColumns(caller: Caller) {
  return {
    fund: funds,
    favorite: sql<boolean>`exists (select 1 from "favourites" where "favourites"."fund_id" = "funds"."id" and "favourites"."user_id" = ${caller.id})`,
    // Spelled out: drizzle leaves columns unqualified in single-table selects.
    modelsCount: sql<number>`(select count(*) from "fund_models" where "fund_models"."fund_id" = "funds"."id")`.mapWith(Number),
  };
}

function filterConditions(caller: Caller, filters: FundFilters): SQL | undefined {
  return and(
    fundVisibleTo(caller),
    filters.q
      ? or(ilike(funds.name, containsPattern(filters.q)), ilike(funds.manager, containsPattern(filters.q)))
      : undefined,
    filters.category ? eq(funds.category, filters.category) : undefined,
    filters.yieldMin !== undefined ? gte(funds.yield, filters.yieldMin) : undefined,
    filters.minSubscriptionMax !== undefined ? lte(funds.minSubscription, filters.minSubscriptionMax) : undefined,
    filters.riskMax !== undefined ? lte(funds.riskLevel, filters.riskMax) : undefined,
  );
}

export async function listFunds(
  db: DbOrTx,
  params: { caller: Caller; filters: FundFilters; sort: FundSort; page: number; perPage: number },
): Promise<{ rows: FundCard[]; total: number }> {
  const where = filterConditions(params.caller, params.filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns(params.caller))
      .from(funds)
      .where(where)
      .orderBy(...sortOrders[params.sort])
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ total: count() }).from(funds).where(where),
  ]);
  return { rows, total };
}

export async function fundCategories(db: DbOrTx, params: { caller: Caller }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: funds.category })
    .from(funds)
    .where(fundVisibleTo(params.caller))
    .orderBy(funds.category);
  return rows.map((row) => row.value);
}

export async function findFund(
  db: DbOrTx,
  params: { caller: Caller; id: number },
): Promise<(FundCard & { models: FundModelRow[]; documents: FundDocumentRow[] }) | undefined> {
  const [card] = await db
    .select(cardColumns(params.caller))
    .from(funds)
    .where(and(eq(funds.id, params.id), fundVisibleTo(params.caller)))
    .limit(1);
  if (!card) return undefined;
  const [models, documents] = await Promise.all([
    db.select().from(fundModels).where(eq(fundModels.fundId, params.id)).orderBy(asc(fundModels.minAmount), asc(fundModels.id)),
    db.select().from(fundDocuments).where(eq(fundDocuments.fundId, params.id)).orderBy(asc(fundDocuments.kind), asc(fundDocuments.id)),
  ]);
  return { ...card, models, documents };
}

/** Models of every fund the caller may see, or of one fund. */
export async function listFundModels(
  db: DbOrTx,
  params: { caller: Caller; fundId?: number },
): Promise<(FundModelRow & { fundName: string })[]> {
  const rows = await db
    .select({ model: fundModels, fundName: funds.name })
    .from(fundModels)
    .innerJoin(funds, eq(funds.id, fundModels.fundId))
    .where(and(fundVisibleTo(params.caller), params.fundId ? eq(funds.id, params.fundId) : undefined))
    .orderBy(asc(funds.name), asc(fundModels.minAmount), asc(fundModels.id));
  return rows.map((row) => ({ ...row.model, fundName: row.fundName }));
}

export async function fundCardsByIds(db: DbOrTx, params: { caller: Caller; ids: number[] }): Promise<FundCard[]> {
  if (!params.ids.length) return [];
  return db
    .select(cardColumns(params.caller))
    .from(funds)
    .where(and(inArray(funds.id, params.ids), fundVisibleTo(params.caller)))
    .orderBy(asc(funds.name));
}

export async function searchFunds(db: DbOrTx, params: { caller: Caller; query: string; limit: number }): Promise<FundCard[]> {
  return db
    .select(cardColumns(params.caller))
    .from(funds)
    .where(filterConditions(params.caller, { q: params.query }))
    .orderBy(desc(ilike(funds.name, prefixPattern(params.query))), asc(funds.name))
    .limit(params.limit);
}
