import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/** A one-question poll the back office puts to the advisers of a brand (or of every brand). */
export const surveys = pgTable(
  'surveys',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** null = every brand. */
    brandCode: text(),
    title: text().notNull(),
    question: text().notNull(),
    choices: jsonb().$type<string[]>().notNull(),
    opensAt: ts().notNull(),
    closesAt: ts().notNull(),
  },
  (t) => [index('surveys_closes_idx').on(t.closesAt)],
);

/** One answer per adviser and survey; answering again replaces it while the survey is open. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    surveyId: integer()
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: text().notNull(),
    answeredAt: ts().notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] })],
);

/** Choice lists the forms show (GET web-content/enums/{name}), editable by the back office. */
export const enumValues = pgTable(
  'enum_values',
  {
    name: text().notNull(),
    value: text().notNull(),
    label: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.value] }), index('enum_values_name_idx').on(t.name, t.position)],
);
