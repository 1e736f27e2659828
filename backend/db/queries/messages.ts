import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { messages, threads } from '../schema';
import type { DbOrTx } from '../tx';

export type ThreadRow = typeof threads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The caller's threads, latest activity first, with the number of back-office messages not yet read. */
export async function listThreads(db: DbOrTx, params: { userId: number; page: number; perPage: number }) {
  const where = eq(threads.userId, params.userId);
  const unread = sql<number>`(count(${messages.id}) filter (where ${messages.authorRole} = 'staff' and ${messages.readAt} is null))::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ thread: threads, unread })
      .from(threads)
      .leftJoin(messages, eq(messages.threadId, threads.id))
      .where(where)
      .groupBy(threads.id)
      .orderBy(desc(threads.updatedAt), desc(threads.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(threads).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findThread(db: DbOrTx, params: { userId: number; id: number }) {
  const [row] = await db
    .select()
    .from(threads)
    .where(and(eq(threads.id, params.id), eq(threads.userId, params.userId)))
    .limit(1);
  return row;
}

export async function listThreadMessages(db: DbOrTx, params: { threadId: number }) {
  return db.select().from(messages).where(eq(messages.threadId, params.threadId)).orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Reading a thread marks the back-office's answers as read. */
export async function markThreadRead(db: DbOrTx, params: { threadId: number; now: Date }) {
  await db
    .update(messages)
    .set({ readAt: params.now })
    .where(and(eq(messages.threadId, params.threadId), eq(messages.authorRole, 'staff'), isNull(messages.readAt)));
}

/** An adviser's own message is read as sent; a back-office answer stays unread until the adviser opens the thread. */
export async function addMessage(db: DbOrTx, params: { threadId: number; authorId: number; authorRole?: 'cgp' | 'staff'; body: string; now: Date }) {
  const authorRole = params.authorRole ?? 'cgp';
  const [row] = await db
    .insert(messages)
    .values({ threadId: params.threadId, authorId: params.authorId, authorRole, body: params.body, createdAt: params.now, readAt: authorRole === 'cgp' ? params.now : null })
    .returning();
  await db.update(threads).set({ updatedAt: params.now }).where(eq(threads.id, params.threadId));
  return row;
}

export async function createThread(db: DbOrTx, params: { userId: number; subject: string; body: string; now: Date }) {
  const [thread] = await db.insert(threads).values({ userId: params.userId, subject: params.subject, createdAt: params.now, updatedAt: params.now }).returning();
  await addMessage(db, { threadId: thread.id, authorId: params.userId, body: params.body, now: params.now });
  return thread;
}
