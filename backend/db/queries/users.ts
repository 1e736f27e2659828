import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, params: { email: string }): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, params.email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, params: { id: number }): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, params.id)).limit(1);
  return row;
}

/** Accounts the caller may see or switch to: itself and its account group. */
export async function listGroupAccounts(db: DbOrTx, params: { caller: UserRow }): Promise<UserRow[]> {
  const { caller } = params;
  if (caller.accountGroupId === null) return [caller];
  return db
    .select()
    .from(users)
    .where(eq(users.accountGroupId, caller.accountGroupId))
    .orderBy(users.id);
}

export async function findGroupAccount(
  db: DbOrTx,
  params: { caller: UserRow; id?: number; email?: string },
): Promise<UserRow | undefined> {
  const accounts = await listGroupAccounts(db, { caller: params.caller });
  return accounts.find(
    (account) =>
      (params.id === undefined || account.id === params.id) &&
      (params.email === undefined || account.email === params.email.toLowerCase()),
  );
}

export async function setPassword(
  db: DbOrTx,
  params: { userId: number; passwordHash: string; now: Date; activate: boolean },
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: params.passwordHash, weakPassword: false, updatedAt: params.now })
    .where(eq(users.id, params.userId));
  if (params.activate) {
    await db
      .update(users)
      .set({ activatedAt: params.now })
      .where(and(eq(users.id, params.userId), isNull(users.activatedAt)));
  }
}

export async function flagWeakPassword(db: DbOrTx, params: { userId: number }): Promise<void> {
  await db.update(users).set({ weakPassword: true }).where(eq(users.id, params.userId));
}

export async function updateCommunications(db: DbOrTx, params: { userId: number; newsCgp: boolean; smsCgp: boolean; now: Date }): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ newsCgp: params.newsCgp, smsCgp: params.smsCgp, updatedAt: params.now })
    .where(eq(users.id, params.userId))
    .returning();
  return row;
}
