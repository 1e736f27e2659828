import { and, asc, count, desc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { contentItems, type contentKinds } from '../schema';
import type { DbOrTx } from '../tx';

export type ContentKind = (typeof contentKinds)[number];
export type ContentRow = typeof contentItems.$inferSelect;

/** Published items every brand sees (brandCode null) plus the caller's brand's own; drafts stay in the back office. */
const visibleTo = (brandCode: string) =>
  and(eq(contentItems.published, true), or(isNull(contentItems.brandCode), eq(contentItems.brandCode, brandCode)))!;

export async function listContent(
  db: DbOrTx,
  params: { brandCode: string; kinds: ContentKind[]; category?: string; upcomingFirst?: boolean; startsFrom?: Date; page: number; perPage: number },
) {
  const where: SQL = and(
    visibleTo(params.brandCode),
    inArray(contentItems.kind, params.kinds),
    params.category ? eq(contentItems.category, params.category) : undefined,
    params.startsFrom ? gte(contentItems.startsAt, params.startsFrom) : undefined,
  )!;
  // Webinars and events read best by date to come; everything else newest first.
  const order = params.upcomingFirst
    ? [asc(contentItems.startsAt), asc(contentItems.id)]
    : [desc(contentItems.publishedAt), desc(contentItems.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(...order)
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findContent(db: DbOrTx, params: { brandCode: string; kinds: ContentKind[]; id: number }) {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, params.id), inArray(contentItems.kind, params.kinds), visibleTo(params.brandCode)))
    .limit(1);
  return row;
}
