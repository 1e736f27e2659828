import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { changeEvents, lots, residences, type ResidenceType } from '../schema';
import { containsPattern, prefixPattern, residenceVisibleTo, type Caller } from './catalogue-scope';

export type Typology = (typeof lots.$inferSelect)['typology'];
export type ResidenceSort = 'name' | 'price_asc' | 'price_desc' | 'yield_desc' | 'delivery_asc' | 'lots_desc';

export type ResidenceFilters = {
  types?: ResidenceType[];
  q?: string;
  location?: string;
  priceMin?: number;
  priceMax?: number;
  typologies?: Typology[];
  yieldMin?: number;
  deliveryBefore?: string;
  taxScheme?: string;
  available?: boolean;
};

export type ResidenceRow = typeof residences.$inferSelect;

/** What a residence card shows of its row: `photo` is the first of its photos. */
const cardResidenceColumns = {
  id: residences.id,
  type: residences.type,
  name: residences.name,
  promoter: residences.promoter,
  city: residences.city,
  department: residences.department,
  postcode: residences.postcode,
  lat: residences.lat,
  lng: residences.lng,
  photo: sql<string | null>`${residences.photos}->>0`,
  priceFrom: residences.priceFrom,
  priceTo: residences.priceTo,
  yield: residences.yield,
  deliveryDate: residences.deliveryDate,
  taxScheme: residences.taxScheme,
};
export type CardResidence = Pick<ResidenceRow, Exclude<keyof typeof cardResidenceColumns, 'photo'>> & { photo: string | null };

/** A residence with its lot counts and the caller's favourite: the card's columns in lists, the whole row on its page. */
export type ResidenceCard<Residence = CardResidence> = {
  residence: Residence;
  lotsTotal: number;
  lotsAvailable: number;
  favorite: boolean;
};

// Correlated subqueries spell the outer column out: drizzle leaves columns unqualified in single-table selects.
const lotCount = (status?: 'available') =>
  sql<number>`(select count(*) from "lots" where "lots"."residence_id" = "residences"."id"${status ? sql` and "lots"."status" = ${status}` : sql``})`.mapWith(
    Number,
  );

function lotExists(db: DbOrTx, conditions: (SQL | undefined)[]) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(lots)
      .where(and(eq(lots.residenceId, residences.id), ...conditions)),
  );
}

function filterConditions(db: DbOrTx, caller: Caller, filters: ResidenceFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [residenceVisibleTo(caller)];
  if (filters.types?.length) conditions.push(inArray(residences.type, filters.types));
  if (filters.q) {
    conditions.push(or(ilike(residences.name, containsPattern(filters.q)), ilike(residences.promoter, containsPattern(filters.q))));
  }
  if (filters.location) {
    conditions.push(
      or(
        ilike(residences.city, containsPattern(filters.location)),
        ilike(residences.department, containsPattern(filters.location)),
        ilike(residences.postcode, prefixPattern(filters.location)),
      ),
    );
  }
  // A programme matches a budget when its price range overlaps it.
  if (filters.priceMin !== undefined) conditions.push(gte(residences.priceTo, filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(lte(residences.priceFrom, filters.priceMax));
  if (filters.yieldMin !== undefined) conditions.push(gte(residences.yield, filters.yieldMin));
  if (filters.deliveryBefore) conditions.push(lte(residences.deliveryDate, filters.deliveryBefore));
  if (filters.taxScheme) conditions.push(eq(residences.taxScheme, filters.taxScheme));
  const availableOnly = filters.available ? eq(lots.status, 'available') : undefined;
  if (filters.typologies?.length) {
    conditions.push(lotExists(db, [inArray(lots.typology, filters.typologies), availableOnly]));
  } else if (availableOnly) {
    conditions.push(lotExists(db, [availableOnly]));
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

const sortOrders: Record<ResidenceSort, SQL[]> = {
  name: [asc(residences.name), asc(residences.id)],
  price_asc: [asc(residences.priceFrom), asc(residences.id)],
  price_desc: [desc(residences.priceFrom), asc(residences.id)],
  yield_desc: [sql`${residences.yield} desc nulls last`, asc(residences.id)],
  delivery_asc: [sql`${residences.deliveryDate} asc nulls last`, asc(residences.id)],
  lots_desc: [desc(lotCount('available')), asc(residences.id)],
};

/** Whether the residence is one of the caller's favourites. */
const favoriteOf = (caller: Caller) =>
  sql<boolean>`exists (select 1 from "favourites" where "favourites"."residence_id" = "residences"."id" and "favourites"."user_id" = ${caller.id})`;

function cardColumns<Residence>(caller: Caller, residence: Residence) {
  return { residence, lotsTotal: lotCount(), lotsAvailable: lotCount('available'), favorite: favoriteOf(caller) };
}

/** One page of the residences the caller may see, filtered and sorted, with lot counts and favourite flag. */
export async function listResidences(
  db: DbOrTx,
  params: { caller: Caller; filters: ResidenceFilters; sort: ResidenceSort; page: number; perPage: number },
): Promise<{ rows: ResidenceCard[]; total: number }> {
  const where = and(...filterConditions(db, params.caller, params.filters));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns(params.caller, cardResidenceColumns))
      .from(residences)
      .where(where)
      .orderBy(...sortOrders[params.sort])
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ total: count() }).from(residences).where(where),
  ]);
  return { rows, total };
}

export async function findResidence(db: DbOrTx, params: { caller: Caller; id: number }): Promise<ResidenceCard<ResidenceRow> | undefined> {
  const [row] = await db
    .select(cardColumns(params.caller, residences))
    .from(residences)
    .where(and(eq(residences.id, params.id), residenceVisibleTo(params.caller, { ignoreSubscriptions: true })))
    .limit(1);
  return row;
}

/**
 * What a residence page reads again at each view beside its lot statuses: whether the caller may see the residence,
 * its type (for the subscription it may need), whether it is sold with reservation documents and whether it is a
 * favourite of the caller; none of the facets nor the lot counts the card and the page carry.
 */
export async function findResidenceHead(db: DbOrTx, params: { caller: Caller; id: number }) {
  const [row] = await db
    .select({
      id: residences.id,
      type: residences.type,
      withReservationDocuments: sql<boolean>`jsonb_array_length(${residences.reservationDocuments}) > 0`,
      favorite: favoriteOf(params.caller),
    })
    .from(residences)
    .where(and(eq(residences.id, params.id), residenceVisibleTo(params.caller, { ignoreSubscriptions: true })))
    .limit(1);
  return row;
}

/** Cards by id, in the caller's scope (favourites, search). */
export async function residenceCardsByIds(db: DbOrTx, params: { caller: Caller; ids: number[] }): Promise<ResidenceCard[]> {
  if (!params.ids.length) return [];
  return db
    .select(cardColumns(params.caller, cardResidenceColumns))
    .from(residences)
    .where(and(inArray(residences.id, params.ids), residenceVisibleTo(params.caller)))
    .orderBy(asc(residences.name));
}

/** Values the list filters offer, taken from what the caller can see. */
export async function residenceFilterOptions(db: DbOrTx, params: { caller: Caller; types?: ResidenceType[] }) {
  const where = and(
    residenceVisibleTo(params.caller),
    params.types?.length ? inArray(residences.type, params.types) : undefined,
  );
  const [departments, taxSchemes, [range]] = await Promise.all([
    db.selectDistinct({ value: residences.department }).from(residences).where(where).orderBy(residences.department),
    db
      .selectDistinct({ value: residences.taxScheme })
      .from(residences)
      .where(and(where, isNotNull(residences.taxScheme)))
      .orderBy(residences.taxScheme),
    db
      .select({
        priceMin: sql<number | null>`min(${residences.priceFrom})`,
        priceMax: sql<number | null>`max(${residences.priceTo})`,
        yieldMax: sql<number | null>`max(${residences.yield})`,
      })
      .from(residences)
      .where(where),
  ]);
  return {
    departments: departments.map((row) => row.value),
    taxSchemes: taxSchemes.map((row) => row.value).filter((value): value is string => value !== null),
    priceMin: range?.priceMin === null || range?.priceMin === undefined ? null : Number(range.priceMin),
    priceMax: range?.priceMax === null || range?.priceMax === undefined ? null : Number(range.priceMax),
    yieldMax: range?.yieldMax === null || range?.yieldMax === undefined ? null : Number(range.yieldMax),
  };
}

export type LotRow = typeof lots.$inferSelect;

/** Every lot of a residence of the caller's brand (undefined when out of scope); the route checks subscriptions. */
export async function listResidenceLots(
  db: DbOrTx,
  params: { caller: Caller; residenceId: number },
): Promise<{ residence: ResidenceRow; lots: LotRow[] } | undefined> {
  const [residence] = await db
    .select()
    .from(residences)
    .where(and(eq(residences.id, params.residenceId), residenceVisibleTo(params.caller, { ignoreSubscriptions: true })))
    .limit(1);
  if (!residence) return undefined;
  return { residence, lots: await residenceLots(db, { residenceId: residence.id }) };
}

export async function findLot(
  db: DbOrTx,
  params: { caller: Caller; id: number },
): Promise<{ lot: LotRow; residence: ResidenceRow } | undefined> {
  const [row] = await db
    .select({ lot: lots, residence: residences })
    .from(lots)
    .innerJoin(residences, eq(residences.id, lots.residenceId))
    .where(and(eq(lots.id, params.id), residenceVisibleTo(params.caller, { ignoreSubscriptions: true })))
    .limit(1);
  return row;
}

/** Every lot of a residence, in grid order (the state of its page reads the same order: residenceLiveLots). */
export async function residenceLots(db: DbOrTx, params: { residenceId: number }): Promise<LotRow[]> {
  return db.select().from(lots).where(eq(lots.residenceId, params.residenceId)).orderBy(asc(lots.reference));
}

/**
 * What changes under a residence page, read at each of its views: the status of every lot, in grid order, and the id of
 * the last live event (`eventCursor`). One statement reads both, so they are of one snapshot: every change up to the
 * cursor is in the statuses, and any later one reaches the page through the live channel from that cursor. The
 * database answers the lots as one JSON row rather than a row per lot, which the drivers would decode field by field:
 * for a residence of 200 lots that decoding was most of the API's work on the page.
 */
export async function residenceLiveLots(db: DbOrTx, params: { residenceId: number }): Promise<{ lots: Pick<LotRow, 'id' | 'status'>[]; eventCursor: number }> {
  const [row] = await db
    .select({
      lots: sql<[number, LotRow['status']][]>`coalesce(json_agg(json_build_array(${lots.id}, ${lots.status}) order by ${lots.reference}), '[]'::json)`,
      eventCursor: sql<number>`(select coalesce(max(${changeEvents.id}), 0) from ${changeEvents})`.mapWith(Number),
    })
    .from(lots)
    .where(eq(lots.residenceId, params.residenceId));
  return { lots: row.lots.map(([id, status]) => ({ id, status })), eventCursor: row.eventCursor };
}

/** Per typology: lot count, available count and lowest price (the residence page summary). */
export async function typologySummary(db: DbOrTx, params: { residenceId: number }) {
  const rows = await db
    .select({
      typology: lots.typology,
      total: count(),
      available: sql<number>`count(*) filter (where ${lots.status} = 'available')`.mapWith(Number),
      priceFrom: sql<number>`min(${lots.price})`.mapWith(Number),
      surfaceFrom: sql<number>`min(${lots.surface})`.mapWith(Number),
      planUrl: sql<string | null>`min(${lots.planUrl})`,
    })
    .from(lots)
    .where(eq(lots.residenceId, params.residenceId))
    .groupBy(lots.typology)
    .orderBy(lots.typology);
  return rows;
}
