import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../../contract/back-office';
import { auditLog, brands } from '../../schema';
import type { DbOrTx } from '../../tx';
import { containsPattern } from '../catalogue-scope';
import type { UserRow } from '../users';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntryInput {
  actor: Pick<UserRow, 'id' | 'email'>;
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  /** Every brand the line concerns; none for a line about no brand in particular, which only all-brand staff read. */
  brandCodes: readonly string[];
  details?: Record<string, unknown>;
  now: Date;
}

/**
 * The brands a line about shared data concerns: a residence's (its lots, its files) or a content item's, or every
 * brand when it belongs to every brand (`brands` null or empty, as `assertOwnsResidence` reads a residence's).
 */
export async function brandsConcerned(db: DbOrTx, ownerBrands: readonly string[] | null): Promise<string[]> {
  if (ownerBrands?.length) return [...ownerBrands];
  const rows = await db.select({ code: brands.code }).from(brands).orderBy(asc(brands.code));
  return rows.map((row) => row.code);
}

/** Written in the transaction of the action it records: no action without its line, no line without its action. */
export async function recordAudit(db: DbOrTx, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    brandCodes: [...new Set(entry.brandCodes)].sort(),
    details: entry.details ?? {},
    createdAt: entry.now,
  });
}

/**
 * Lines concerning one of the caller's brands, newest first, optionally matching a text. Lines about no brand in
 * particular are read by staff of every brand only (`everyBrand`). Brand codes hold no comma.
 */
export async function listAudit(db: DbOrTx, params: { brandCodes: string[]; everyBrand: boolean; q?: string; page: number; perPage: number }) {
  const text = params.q ? containsPattern(params.q) : undefined;
  const matches: SQL | undefined = text
    ? or(ilike(auditLog.actorEmail, text), ilike(auditLog.action, text), ilike(auditLog.targetType, text), ilike(auditLog.targetId, text), ilike(sql`${auditLog.details}::text`, text))
    : undefined;
  const concernsCaller = sql`${auditLog.brandCodes} && string_to_array(${params.brandCodes.join(',')}, ',')`;
  const brandless = params.everyBrand ? eq(sql`cardinality(${auditLog.brandCodes})`, 0) : undefined;
  const where = and(or(concernsCaller, brandless), matches);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
