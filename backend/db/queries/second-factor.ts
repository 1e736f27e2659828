import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { authSessions, recoveryCodes, secondFactors } from '../schema';
import type { DbOrTx } from '../tx';

export type SecondFactorRow = typeof secondFactors.$inferSelect;

export async function findSecondFactor(db: DbOrTx, params: { userId: number }): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, params.userId)).limit(1);
  return row;
}

/** A new key not yet proven (enrolment started again before its first code): it replaces any unproven one. */
export async function savePendingSecret(db: DbOrTx, params: { userId: number; secret: string; now: Date }): Promise<void> {
  await db
    .insert(secondFactors)
    .values({ userId: params.userId, secret: params.secret, createdAt: params.now })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { secret: params.secret, createdAt: params.now, lastStep: 0 }, setWhere: isNull(secondFactors.enabledAt) });
}

/**
 * Records the time step of an accepted code, only if later than the last one: of two requests carrying the same
 * code, one wins. `enable` also turns the key on (its first code). True when this request won.
 */
export async function acceptStep(db: DbOrTx, params: { userId: number; step: number; now: Date; enable: boolean }): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set(params.enable ? { lastStep: params.step, enabledAt: params.now } : { lastStep: params.step })
    .where(
      and(
        eq(secondFactors.userId, params.userId),
        lt(secondFactors.lastStep, params.step),
        params.enable ? isNull(secondFactors.enabledAt) : isNotNull(secondFactors.enabledAt),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: DbOrTx, params: { userId: number; hashes: string[] }): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, params.userId));
  await db.insert(recoveryCodes).values(params.hashes.map((codeHash) => ({ userId: params.userId, codeHash })));
}

export async function listUnusedRecoveryCodes(db: DbOrTx, params: { userId: number }) {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, params.userId), isNull(recoveryCodes.usedAt)));
}

/** Spends a recovery code; false when a parallel request spent it first. */
export async function spendStoredRecoveryCode(db: DbOrTx, params: { id: number; now: Date }): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: params.now })
    .where(and(eq(recoveryCodes.id, params.id), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function markSessionPassed(db: DbOrTx, params: { sessionId: string; now: Date }): Promise<void> {
  await db.update(authSessions).set({ secondFactorAt: params.now }).where(eq(authSessions.id, params.sessionId));
}

/** Removes the key and its recovery codes: the account enrols again at its next login. */
export async function deleteSecondFactor(db: DbOrTx, params: { userId: number }): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, params.userId));
  const rows = await db.delete(secondFactors).where(eq(secondFactors.userId, params.userId)).returning({ userId: secondFactors.userId });
  return rows.length === 1;
}
