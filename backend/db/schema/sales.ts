import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { funds, lots } from './catalogue';
import { users } from './users';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });
const adviser = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const clients = pgTable(
  'clients',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adviserId: adviser(),
    civilite: text(),
    prenom: text().notNull(),
    nom: text().notNull(),
    email: text(),
    telephone: text(),
    address: text(),
    postcode: text(),
    city: text(),
    birthDate: text(),
    /** Denunciation protects the client for the adviser who reported them first. */
    denouncedBy: integer().references(() => users.id),
    denouncedAt: ts(),
    protectedUntil: ts(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('clients_adviser_idx').on(t.adviserId, t.nom)],
);

export const optionneurs = pgTable(
  'optionneurs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adviserId: adviser(),
    civilite: text(),
    prenom: text().notNull(),
    nom: text().notNull(),
    email: text(),
    telephone: text(),
    societe: text(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('optionneurs_adviser_idx').on(t.adviserId)],
);

export const optionStatuses = ['placed', 'notified', 'released', 'expired', 'reserved'] as const;

export const options = pgTable(
  'options',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    lotId: integer()
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    adviserId: adviser(),
    clientId: integer().references(() => clients.id),
    optionneurId: integer().references(() => optionneurs.id),
    status: text({ enum: optionStatuses }).notNull().default('placed'),
    placedAt: ts().notNull(),
    expiresAt: ts().notNull(),
    extensions: integer().notNull().default(0),
    notifiedAt: ts(),
    releasedAt: ts(),
  },
  (t) => [
    index('options_adviser_idx').on(t.adviserId),
    // The database, not a read-then-write, guarantees one live option per lot.
    uniqueIndex('options_one_live_per_lot').on(t.lotId).where(sql`status in ('placed', 'notified')`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    optionId: integer().references(() => options.id),
    lotId: integer()
      .notNull()
      .references(() => lots.id),
    adviserId: adviser(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    status: text({ enum: ['pending', 'signed', 'cancelled'] }).notNull().default('pending'),
    price: integer().notNull(),
    documents: jsonb().$type<{ title: string; url: string }[]>().notNull().default([]),
    reservedAt: ts().notNull(),
  },
  (t) => [index('reservations_adviser_idx').on(t.adviserId)],
);

export const sales = pgTable(
  'sales',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adviserId: adviser(),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    lotId: integer().references(() => lots.id),
    fundId: integer().references(() => funds.id),
    amount: integer().notNull(),
    commission: integer().notNull(),
    status: text({ enum: ['reserved', 'signed', 'acte', 'cancelled'] }).notNull(),
    signedAt: ts(),
    acteAt: ts(),
    createdAt: ts().notNull(),
  },
  (t) => [index('sales_adviser_idx').on(t.adviserId, t.createdAt)],
);

export const followUps = pgTable(
  'follow_ups',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adviserId: adviser(),
    clientId: integer().references(() => clients.id),
    saleId: integer().references(() => sales.id),
    kind: text().notNull(),
    title: text().notNull(),
    note: text(),
    status: text({ enum: ['todo', 'in_progress', 'done'] }).notNull(),
    dueAt: ts(),
    doneAt: ts(),
    createdAt: ts().notNull(),
  },
  (t) => [index('follow_ups_adviser_idx').on(t.adviserId)],
);

export const disputes = pgTable(
  'disputes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adviserId: adviser(),
    clientId: integer().references(() => clients.id),
    saleId: integer().references(() => sales.id),
    subject: text().notNull(),
    description: text().notNull(),
    status: text({ enum: ['open', 'in_progress', 'closed'] }).notNull(),
    openedAt: ts().notNull(),
    closedAt: ts(),
  },
  (t) => [index('disputes_adviser_idx').on(t.adviserId)],
);
