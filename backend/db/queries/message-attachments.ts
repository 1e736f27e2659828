import { and, asc, eq, inArray } from 'drizzle-orm';
import { messageAttachments, messages, threads, users } from '../schema';
import type { DbOrTx } from '../tx';

export type AttachmentRow = typeof messageAttachments.$inferSelect;

export async function addAttachments(db: DbOrTx, params: { messageId: number; files: { filePath: string; name: string; mime: string; size: number }[] }) {
  if (!params.files.length) return;
  await db.insert(messageAttachments).values(params.files.map((file) => ({ messageId: params.messageId, ...file })));
}

/** The attachments of the given messages, grouped by message id. */
export async function listAttachments(db: DbOrTx, params: { messageIds: number[] }) {
  const byMessage = new Map<number, AttachmentRow[]>();
  if (!params.messageIds.length) return byMessage;
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, params.messageIds))
    .orderBy(asc(messageAttachments.id));
  for (const row of rows) byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
  return byMessage;
}

/** One attachment of a thread the adviser owns; someone else's is not found. */
export async function findAdviserAttachment(db: DbOrTx, params: { userId: number; threadId: number; id: number }) {
  const [row] = await db
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .where(and(eq(messageAttachments.id, params.id), eq(threads.id, params.threadId), eq(threads.userId, params.userId)))
    .limit(1);
  return row?.attachment;
}

/** One attachment of a thread, adviser's or team's, whose adviser belongs to one of the staff member's brands. */
export async function findStaffAttachment(db: DbOrTx, params: { brandCodes: string[]; threadId: number; id: number }) {
  const [row] = await db
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(threads, eq(threads.id, messages.threadId))
    .innerJoin(users, eq(users.id, threads.userId))
    .where(and(eq(messageAttachments.id, params.id), eq(threads.id, params.threadId), inArray(users.brandCode, params.brandCodes)))
    .limit(1);
  return row?.attachment;
}
