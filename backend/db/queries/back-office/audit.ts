import { and, count, desc, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../../../contract/back-office';
import { auditLog } from '../../schema';
import type { DbOrTx } from '../../tx';
import { containsPattern } from '../catalogue-scope';
import type { UserRow } from '../users';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditEntryInput {
  actor: Pick<UserRow, 'id' | 'email'>;
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  brandCode: string | null;
  details?: Record<string, unknown>;
  now: Date;
}

/** Written in the transaction of the action it records: no action without its line, no line without its action. */
export async function recordAudit(db: DbOrTx, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    brandCode: entry.brandCode,
    details: entry.details ?? {},
    createdAt: entry.now,
  });
}

/** Lines about the caller's brands (and brand-less ones), newest first, optionally matching a text. */
export async function listAudit(db: DbOrTx, params: { brandCodes: string[]; q?: string; page: number; perPage: number }) {
  const text = params.q ? containsPattern(params.q) : undefined;
  const matches: SQL | undefined = text
    ? or(ilike(auditLog.actorEmail, text), ilike(auditLog.action, text), ilike(auditLog.targetType, text), ilike(auditLog.targetId, text), ilike(sql`${auditLog.details}::text`, text))
    : undefined;
  const where = and(or(inArray(auditLog.brandCode, params.brandCodes), isNull(auditLog.brandCode)), matches);
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
