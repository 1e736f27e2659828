import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * Mails written in the same transaction as the change they announce, sent afterwards by the outbox worker
 * (retried with backoff), so a committed change never loses its mail and a rolled-back one never sends it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    createdAt: ts().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: ts().notNull(),
    sentAt: ts(),
    /** Error class of the last failed attempt (never the message: it may quote the address). */
    lastError: text(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null`)],
);
