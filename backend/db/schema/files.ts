import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both are handed on as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Uploaded files when they live in the database (STORAGE_DRIVER=database), so every API instance sees them. */
export const storedFiles = pgTable('stored_files', {
  key: text().primaryKey(),
  contentType: text().notNull(),
  size: integer().notNull(),
  data: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
