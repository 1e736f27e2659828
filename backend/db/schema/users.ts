import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

export const brands = pgTable('brands', {
  code: text().primaryKey(),
  name: text().notNull(),
  baseUrl: text().notNull(),
});

/** Several accounts of one person (e.g. two cabinets) share a group so they can switch between them. */
export const accountGroups = pgTable('account_groups', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  label: text().notNull(),
  createdAt: ts().notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Always stored lower-case, so the unique index acts like citext. */
    email: text().notNull(),
    passwordHash: text(),
    civilite: text(),
    prenom: text().notNull(),
    nom: text().notNull(),
    telephone: text(),
    cabinet: text(),
    brandCode: text()
      .notNull()
      .references(() => brands.code),
    role: text({ enum: ['cgp', 'staff'] }).notNull().default('cgp'),
    directeur: boolean().notNull().default(false),
    weakPassword: boolean().notNull().default(false),
    activatedAt: ts(),
    newsCgp: boolean().notNull().default(true),
    smsCgp: boolean().notNull().default(false),
    subscriptions: jsonb().$type<string[]>().notNull().default([]),
    accountGroupId: integer().references(() => accountGroups.id),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_account_group_idx').on(t.accountGroupId),
    index('users_brand_idx').on(t.brandCode),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);
