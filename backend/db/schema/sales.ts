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

/**
 * Who protects a person (denunciation). One row per recognition key: normalised name + birth date
 * ("identity") and normalised email ("email"); the unique index makes two concurrent denunciations collide.
 */
export const clientProtections = pgTable(
  'client_protections',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text({ enum: ['identity', 'email'] }).notNull(),
    key: text().notNull(),
    adviserId: adviser(),
    clientId: integer()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    protectedUntil: ts().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('client_protections_key_unique').on(t.kind, t.key)],
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

/**
 * placed → notified (reservation contract notified, 10-day withdrawal period) → reserved (firm);
 * placed → released | expired; notified → withdrawn. See docs/decisions.md "Option lifecycle".
 */
export const optionStatuses = ['placed', 'notified', 'reserved', 'released', 'expired', 'withdrawn'] as const;
/** Statuses that hold the lot: at most one such option per lot. */
export const liveOptionStatuses = ['placed', 'notified', 'reserved'] as const;

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
    /** Working days granted at placement (each extension grants as many again). */
    durationDays: integer().notNull().default(5),
    notifiedAt: ts(),
    /** End of the buyer's withdrawal period (CCH art. L271-1); the option is firm after it. */
    withdrawalEndsAt: ts(),
    releasedAt: ts(),
  },
  (t) => [
    index('options_adviser_idx').on(t.adviserId),
    // The database, not a read-then-write, guarantees one live option per lot.
    uniqueIndex('options_one_live_per_lot').on(t.lotId).where(sql`status in ('placed', 'notified', 'reserved')`),
  ],
);

export const reservationStatuses = ['pending', 'notified', 'firm', 'withdrawn', 'signed', 'deed_signed', 'cancelled'] as const;

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
    /** pending → notified → firm → signed (contract countersigned) → deed_signed; see docs/decisions.md. */
    status: text({ enum: reservationStatuses })
      .notNull()
      .default('pending'),
    price: integer().notNull(),
    /** Deposit (dépôt de garantie) in euros, capped by CCH art. R261-28 from the expected sale date. */
    deposit: integer().notNull().default(0),
    /** Expected date of the deed of sale (YYYY-MM-DD). */
    saleDueDate: text(),
    financing: text({ enum: ['comptant', 'credit'] }),
    loanAmount: integer(),
    notes: text(),
    documents: jsonb().$type<{ title: string; url: string }[]>().notNull().default([]),
    reservedAt: ts().notNull(),
    notifiedAt: ts(),
    withdrawalEndsAt: ts(),
    contractSignedAt: ts(),
    deedSignedAt: ts(),
  },
  (t) => [
    index('reservations_adviser_idx').on(t.adviserId),
    uniqueIndex('reservations_option_unique').on(t.optionId),
  ],
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
