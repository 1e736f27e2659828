import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

/** One login = one session family; revoking it kills its access and refresh tokens. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts().notNull(),
    expiresAt: ts().notNull(),
    /** Last authenticated call, written at most once a minute: past SESSION_IDLE_MINUTES the session ends. */
    lastActiveAt: ts().notNull(),
    revokedAt: ts(),
    /** When this session passed the second factor; null while an account that has one has not given its code. */
    secondFactorAt: ts(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId), index('auth_sessions_expires_idx').on(t.expiresAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdAt: ts().notNull(),
    replacedAt: ts(),
    usedAt: ts(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    purpose: text({ enum: ['activation', 'reset'] }).notNull(),
    createdAt: ts().notNull(),
    expiresAt: ts().notNull(),
    usedAt: ts(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: ts().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * The TOTP key of an account (RFC 6238). Staff must have one; advisers may. `enabledAt` stays null until a first
 * code proves the key was scanned; `lastStep` is the time step of the last accepted code, so no code works twice.
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  enabledAt: ts(),
  lastStep: integer().notNull().default(0),
  createdAt: ts().notNull(),
});

/** Ten single-use recovery codes per enrolment, stored as argon2id hashes like passwords. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: ts(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
