import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { messages, threads, users } from '../../schema';
import type { DbOrTx } from '../../tx';


/** An adviser's message the team has not read yet: sent after the team last opened the thread. */
const unreadForStaff = sql<boolean>`exists (
  select 1 from ${messages} m where m.thread_id = ${threads.id} and m.author_role = 'cgp'
  and (${threads.staffReadAt} is null or m.created_at > ${threads.staffReadAt}))`;

function inboxSelect(db: DbOrTx) {
  return db
    .select({
      thread: threads,
      adviser: { id: users.id, prenom: users.prenom, nom: users.nom, email: users.email, brandCode: users.brandCode },
      assigneeName: sql<string | null>`(select a.prenom || ' ' || a.nom from ${users} a where a.id = ${threads.assigneeId})`,
      unread: unreadForStaff,
    })
    .from(threads)
    .innerJoin(users, eq(users.id, threads.userId));
}

/** Every adviser thread of the caller's brands: unread first, then latest activity. */
export async function listInbox(db: DbOrTx, params: { brandCodes: string[] }) {
  return inboxSelect(db)
    .where(inArray(users.brandCode, params.brandCodes))
    .orderBy(desc(unreadForStaff), desc(threads.updatedAt), desc(threads.id))
    .limit(200);
}

export async function findInboxThread(db: DbOrTx, params: { id: number; brandCodes: string[] }) {
  const [row] = await inboxSelect(db)
    .where(and(eq(threads.id, params.id), inArray(users.brandCode, params.brandCodes)))
    .limit(1);
  return row;
}

export type InboxRow = NonNullable<Awaited<ReturnType<typeof findInboxThread>>>;

export async function listInboxMessages(db: DbOrTx, params: { threadId: number }) {
  return db.select().from(messages).where(eq(messages.threadId, params.threadId)).orderBy(asc(messages.createdAt), asc(messages.id));
}

/** The team has read the thread up to now. */
export async function markStaffRead(db: DbOrTx, params: { threadId: number; now: Date }) {
  await db.update(threads).set({ staffReadAt: params.now }).where(eq(threads.id, params.threadId));
}

export async function assignThread(db: DbOrTx, params: { threadId: number; assigneeId: number | null }) {
  await db.update(threads).set({ assigneeId: params.assigneeId }).where(eq(threads.id, params.threadId));
}
