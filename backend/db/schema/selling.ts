import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { fundModels, funds, lots } from './catalogue';
import { clients } from './sales';
import { users } from './users';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/** Answers replayed for a repeated `Idempotency-Key` (a double click places one option, one pack). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** `METHOD path`: the same key on another call is refused. */
    request: text().notNull(),
    /** null while the first request is still running. */
    /** sha256 of the request body: the same key with another body is refused. */
    fingerprint: text(),
    status: integer(),
    body: jsonb(),
    createdAt: ts().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const simulations = pgTable(
  'simulations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adviserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer().references(() => lots.id, { onDelete: 'set null' }),
    clientId: integer().references(() => clients.id, { onDelete: 'set null' }),
    taxYear: integer().notNull(),
    inputs: jsonb().notNull(),
    results: jsonb().notNull(),
    createdAt: ts().notNull(),
  },
  (t) => [index('simulations_adviser_idx').on(t.adviserId)],
);

/** A document to sign and the signers' one-time codes; owned by the embedded signature provider. */
export const signatureRequests = pgTable('signature_requests', {
  id: text().primaryKey(),
  title: text().notNull(),
  document: text().notNull(),
  documentSha256: text().notNull(),
  signedDocument: text(),
  status: text({ enum: ['pending', 'completed', 'cancelled'] }).notNull().default('pending'),
  createdAt: ts().notNull(),
  completedAt: ts(),
});

export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    requestId: text()
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    codeHash: text(),
    codeExpiresAt: ts(),
    attempts: integer().notNull().default(0),
    signedAt: ts(),
  },
  (t) => [index('signature_signers_request_idx').on(t.requestId, t.role)],
);

export const fundSubscriptions = pgTable(
  'fund_subscriptions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adviserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundId: integer()
      .notNull()
      .references(() => funds.id),
    modelId: integer().references(() => fundModels.id),
    clientId: integer()
      .notNull()
      .references(() => clients.id),
    amount: integer().notNull(),
    status: text({ enum: ['pending_signature', 'signed', 'cancelled'] }).notNull().default('pending_signature'),
    signatureRequestId: text().references(() => signatureRequests.id),
    createdAt: ts().notNull(),
    signedAt: ts(),
  },
  (t) => [index('fund_subscriptions_adviser_idx').on(t.adviserId)],
);
