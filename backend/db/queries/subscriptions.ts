import { and, eq } from 'drizzle-orm';
import { clients, fundModels, fundSubscriptions, funds } from '../schema';
import type { DbOrTx } from '../tx';

export type SubscriptionRow = typeof fundSubscriptions.$inferSelect;

export async function findFundModel(db: DbOrTx, params: { fundId: number; modelId: number }) {
  const [row] = await db
    .select()
    .from(fundModels)
    .where(and(eq(fundModels.id, params.modelId), eq(fundModels.fundId, params.fundId)))
    .limit(1);
  return row;
}

export async function insertSubscription(db: DbOrTx, values: typeof fundSubscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await db.insert(fundSubscriptions).values(values).returning();
  return row;
}

/** One of the caller's subscriptions with its fund and client (undefined for anyone else's). */
export async function findSubscription(db: DbOrTx, params: { adviserId: number; id: number }) {
  const [row] = await db
    .select({ subscription: fundSubscriptions, fund: funds, client: clients })
    .from(fundSubscriptions)
    .innerJoin(funds, eq(funds.id, fundSubscriptions.fundId))
    .innerJoin(clients, eq(clients.id, fundSubscriptions.clientId))
    .where(and(eq(fundSubscriptions.id, params.id), eq(fundSubscriptions.adviserId, params.adviserId)))
    .limit(1);
  return row;
}

export async function markSubscriptionSigned(db: DbOrTx, params: { id: number; at: Date }) {
  await db.update(fundSubscriptions).set({ status: 'signed', signedAt: params.at }).where(eq(fundSubscriptions.id, params.id));
}
