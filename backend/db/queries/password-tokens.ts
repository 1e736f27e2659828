import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { passwordTokens } from '../schema';

export type PasswordTokenPurpose = 'activation' | 'reset';

export async function createPasswordToken(
  db: DbOrTx,
  params: { userId: number; tokenHash: string; purpose: PasswordTokenPurpose; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordTokens).values({
    userId: params.userId,
    tokenHash: params.tokenHash,
    purpose: params.purpose,
    createdAt: params.now,
    expiresAt: params.expiresAt,
  });
}

/** Consumes a live token of this user in one statement, so two parallel resets cannot both succeed. */
export async function consumePasswordToken(
  db: DbOrTx,
  params: { userId: number; tokenHash: string; now: Date },
): Promise<{ purpose: PasswordTokenPurpose } | undefined> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(passwordTokens.tokenHash, params.tokenHash),
        eq(passwordTokens.userId, params.userId),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, params.now),
      ),
    )
    .returning({ purpose: passwordTokens.purpose });
  return row;
}

/** After a successful reset, older links of the same user stop working too. */
export async function expireUserPasswordTokens(db: DbOrTx, params: { userId: number; now: Date }): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: params.now })
    .where(and(eq(passwordTokens.userId, params.userId), isNull(passwordTokens.usedAt)));
}
