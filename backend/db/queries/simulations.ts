import { and, eq } from 'drizzle-orm';
import { simulations } from '../schema';
import type { DbOrTx } from '../tx';

export type SimulationRow = typeof simulations.$inferSelect;

export async function insertSimulation(db: DbOrTx, values: typeof simulations.$inferInsert): Promise<SimulationRow> {
  const [row] = await db.insert(simulations).values(values).returning();
  return row;
}

export async function findSimulation(db: DbOrTx, params: { adviserId: number; id: number }): Promise<SimulationRow | undefined> {
  const [row] = await db
    .select()
    .from(simulations)
    .where(and(eq(simulations.id, params.id), eq(simulations.adviserId, params.adviserId)))
    .limit(1);
  return row;
}
