import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LOT_STATUSES, RESIDENCE_TYPES, type ResidenceType } from '../../../contract/catalogue-values';
import { users } from './users';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/** Residences and funds share one id space, so `favorites/{id}/toggle` needs no type. */
export const programmeIdSeq = pgSequence('programme_id_seq');
const programmeId = () => integer().primaryKey().default(sql`nextval('programme_id_seq')`);

export { RESIDENCE_TYPES as residenceTypes, type ResidenceType };
export type DocumentLink = { title: string; url: string };

export const residences = pgTable(
  'residences',
  {
    id: programmeId(),
    type: text({ enum: RESIDENCE_TYPES }).notNull(),
    name: text().notNull(),
    promoter: text(),
    address: text(),
    city: text().notNull(),
    department: text().notNull(),
    postcode: text().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    description: text().notNull(),
    priceFrom: integer().notNull(),
    priceTo: integer().notNull(),
    yield: doublePrecision(),
    deliveryDate: date({ mode: 'string' }),
    taxScheme: text(),
    photos: jsonb().$type<string[]>().notNull().default([]),
    videoUrl: text(),
    webUrl: text(),
    visit360Url: text(),
    brochureUrl: text(),
    notary: text(),
    calendar: jsonb().$type<{ label: string; date: string }[]>().notNull().default([]),
    masterPlanUrl: text(),
    presentationDocuments: jsonb().$type<DocumentLink[]>().notNull().default([]),
    reservationDocuments: jsonb().$type<DocumentLink[]>().notNull().default([]),
    lmnpTaxInfo: jsonb().$type<Record<string, string | number> | null>(),
    /** null = visible to every brand. */
    brands: jsonb().$type<string[] | null>(),
    published: boolean().notNull().default(true),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('residences_type_idx').on(t.type, t.name)],
);

export { LOT_STATUSES as lotStatuses };

export const lots = pgTable(
  'lots',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    residenceId: integer()
      .notNull()
      .references(() => residences.id, { onDelete: 'cascade' }),
    reference: text().notNull(),
    typology: text({ enum: ['T1', 'T2', 'T3', 'T4', 'T5'] }).notNull(),
    floor: integer().notNull(),
    surface: doublePrecision().notNull(),
    exposure: text(),
    parking: boolean().notNull().default(false),
    price: integer().notNull(),
    rent: integer(),
    yield: doublePrecision(),
    planUrl: text(),
    status: text({ enum: LOT_STATUSES }).notNull().default('available'),
  },
  (t) => [
    index('lots_residence_idx').on(t.residenceId, t.reference),
    uniqueIndex('lots_reference_unique').on(t.residenceId, t.reference),
  ],
);

export const funds = pgTable('funds', {
  id: programmeId(),
  name: text().notNull(),
  manager: text().notNull(),
  category: text().notNull(),
  description: text().notNull(),
  minSubscription: integer().notNull(),
  sharePrice: doublePrecision().notNull(),
  yield: doublePrecision(),
  riskLevel: integer().notNull(),
  entryFees: doublePrecision(),
  photos: jsonb().$type<string[]>().notNull().default([]),
  brands: jsonb().$type<string[] | null>(),
  published: boolean().notNull().default(true),
  createdAt: ts().notNull().defaultNow(),
});

export const fundModels = pgTable(
  'fund_models',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fundId: integer()
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull(),
    minAmount: integer().notNull(),
    allocation: jsonb().$type<{ label: string; percent: number }[]>().notNull().default([]),
  },
  (t) => [index('fund_models_fund_idx').on(t.fundId)],
);

export const fundDocuments = pgTable(
  'fund_documents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fundId: integer()
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    title: text().notNull(),
    url: text().notNull(),
  },
  (t) => [index('fund_documents_fund_idx').on(t.fundId)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    residenceId: integer().references(() => residences.id, { onDelete: 'cascade' }),
    fundId: integer().references(() => funds.id, { onDelete: 'cascade' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_residence_unique').on(t.userId, t.residenceId),
    uniqueIndex('favourites_fund_unique').on(t.userId, t.fundId),
    check('favourites_one_target', sql`num_nonnulls(${t.residenceId}, ${t.fundId}) = 1`),
  ],
);
