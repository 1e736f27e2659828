import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { residences } from './catalogue';
import { brands, users } from './users';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/**
 * A programme the back office closed to one brand: its advisers no longer see it nor option its lots. `residences.brands`
 * says who distributes a programme; a closure withdraws it from one of them for a time, and reopening deletes the row.
 */
export const residenceClosures = pgTable(
  'residence_closures',
  {
    residenceId: integer()
      .notNull()
      .references(() => residences.id, { onDelete: 'cascade' }),
    brandCode: text()
      .notNull()
      .references(() => brands.code),
    closedBy: integer()
      .notNull()
      .references(() => users.id),
    closedAt: ts().notNull(),
  },
  (t) => [primaryKey({ columns: [t.residenceId, t.brandCode] })],
);

export const programmeFileKinds = ['image', 'document'] as const;

/** Images and documents the back office uploaded for a programme; the bytes live in the file storage under `storageKey`. */
export const programmeFiles = pgTable(
  'programme_files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    residenceId: integer()
      .notNull()
      .references(() => residences.id, { onDelete: 'cascade' }),
    kind: text({ enum: programmeFileKinds }).notNull(),
    title: text().notNull(),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    size: integer().notNull(),
    uploadedBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: ts().notNull(),
  },
  (t) => [index('programme_files_residence_idx').on(t.residenceId, t.kind, t.id)],
);
