import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../../contract/notification-kinds';
import { brands, users } from './users';

const ts = () => timestamp({ withTimezone: true, mode: 'date' });

export const kycStates = ['OK', 'EN ATTENTE', 'KO', 'NON RECU'] as const;

export const kycDocumentTypes = pgTable('kyc_document_types', {
  key: text().primaryKey(),
  label: text().notNull(),
  position: integer().notNull(),
  required: boolean().notNull().default(true),
  /** null = every brand asks for it. */
  brands: jsonb().$type<string[] | null>(),
});

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text()
      .notNull()
      .references(() => kycDocumentTypes.key),
    state: text({ enum: kycStates }).notNull().default('NON RECU'),
    filePath: text(),
    mime: text(),
    size: integer(),
    reason: text(),
    uploadedAt: ts(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kyc_documents_user_type_unique').on(t.userId, t.documentType)],
);

export const threads = pgTable(
  'threads',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text().notNull(),
    archived: boolean().notNull().default(false),
    createdAt: ts().notNull(),
    updatedAt: ts().notNull(),
    /** Back office: the colleague in charge, and when the team last read the adviser's messages. */
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    staffReadAt: ts(),
  },
  (t) => [index('threads_user_idx').on(t.userId, t.updatedAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    threadId: integer()
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id),
    authorRole: text({ enum: ['cgp', 'staff'] }).notNull(),
    body: text().notNull(),
    createdAt: ts().notNull(),
    readAt: ts(),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.createdAt)],
);

/** Files the back office joins to an answer; the adviser downloads them from the thread. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    filePath: text().notNull(),
    name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);

export const contentKinds = [
  'news',
  'event',
  'webinar',
  'training_ia',
  'training_immobilier',
  'guide',
  'loi',
  'document_pe',
] as const;

export const contentItems = pgTable(
  'content_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    kind: text({ enum: contentKinds }).notNull(),
    /** null = every brand. */
    brandCode: text(),
    category: text(),
    title: text().notNull(),
    summary: text().notNull(),
    body: text(),
    imageUrl: text(),
    url: text(),
    startsAt: ts(),
    durationMinutes: integer(),
    publishedAt: ts().notNull(),
    /** Staff drafts stay false: advisers see published items only. */
    published: boolean().notNull().default(true),
  },
  (t) => [index('content_items_kind_idx').on(t.kind, t.publishedAt)],
);

export { NOTIFICATION_KINDS as notificationKinds };

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull().default('info'),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    /** Set for notices an event may raise more than once (an option close to expiry): one row per key. */
    dedupeKey: text(),
    createdAt: ts().notNull(),
    readAt: ts(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_user_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
);

/** Server-side menu: each entry says who sees it. null audience fields mean "everyone". */
export const menuEntries = pgTable('menu_entries', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  page: text(),
  label: text().notNull(),
  icon: text().notNull(),
  position: integer().notNull(),
  roles: jsonb().$type<string[] | null>(),
  brands: jsonb().$type<string[] | null>(),
  directeurOnly: boolean().notNull().default(false),
  subscription: text(),
});

/** Back-office contacts a brand shows its advisers (GET contact-us). */
export const brandContacts = pgTable(
  'brand_contacts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    brandCode: text()
      .notNull()
      .references(() => brands.code),
    service: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    telephone: text(),
    position: integer().notNull(),
  },
  (t) => [index('brand_contacts_brand_idx').on(t.brandCode, t.position)],
);
