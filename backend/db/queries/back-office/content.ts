import { and, desc, eq, inArray } from 'drizzle-orm';
import type { StaffContentKind } from '../../../../contract/back-office-content';
import { contentItems } from '../../schema';
import type { DbOrTx } from '../../tx';

export type StaffContentRow = typeof contentItems.$inferSelect;

/** The content items of the caller's brands (drafts included), newest first. */
export async function listStaffContent(db: DbOrTx, params: { brandCodes: string[]; kinds: readonly StaffContentKind[] }) {
  return db
    .select()
    .from(contentItems)
    .where(and(inArray(contentItems.brandCode, params.brandCodes), inArray(contentItems.kind, [...params.kinds])))
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(200);
}

export async function findStaffContent(db: DbOrTx, params: { id: number; brandCodes: string[]; kinds: readonly StaffContentKind[] }) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, params.id), inArray(contentItems.brandCode, params.brandCodes), inArray(contentItems.kind, [...params.kinds])))
    .limit(1);
  return row;
}

type ContentValues = Pick<StaffContentRow, 'kind' | 'brandCode' | 'category' | 'title' | 'summary' | 'body' | 'startsAt' | 'durationMinutes' | 'published' | 'publishedAt'>;

export async function insertContent(db: DbOrTx, values: ContentValues) {
  const [row] = await db.insert(contentItems).values(values).returning();
  return row;
}

export async function updateContent(db: DbOrTx, id: number, values: ContentValues) {
  const [row] = await db.update(contentItems).set(values).where(eq(contentItems.id, id)).returning();
  return row;
}
