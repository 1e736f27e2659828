import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, users } from './users';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/** Which brands a staff member works for: every back-office read and write is limited to these. */
export const staffBrands = pgTable(
  'staff_brands',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandCode: text()
      .notNull()
      .references(() => brands.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.brandCode] })],
);

/**
 * Every staff action, append-only: a trigger refuses UPDATE and DELETE (migration `back_office`). `brandCodes` holds
 * every brand the line concerns (all the distributing brands of a shared residence); empty, it concerns no brand in
 * particular and only staff of every brand read it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    actorId: integer()
      .notNull()
      .references(() => users.id),
    actorEmail: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    brandCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts().notNull(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_brand_codes_idx').using('gin', t.brandCodes)],
);

export const changeTopics = ['lot', 'kyc', 'message', 'reservation'] as const;
export type ChangeTopic = (typeof changeTopics)[number];

/**
 * What changed, written by triggers on lots, KYC documents and messages (migration `back_office`), read by every
 * app instance through `GET /api/events?after=`: the database is the only source of live updates.
 */
export const changeEvents = pgTable(
  'change_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text({ enum: changeTopics }).notNull(),
    /** The adviser concerned (KYC owner, thread owner); null for catalogue changes. */
    userId: integer(),
    /** The adviser's brand (KYC, messages), so staff of that brand hear of it. */
    brandCode: text(),
    /** Catalogue changes: the residence's brands (null = every brand). */
    brands: jsonb().$type<string[] | null>(),
    refId: integer().notNull(),
    residenceId: integer(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('change_events_created_idx').on(t.createdAt)],
);
