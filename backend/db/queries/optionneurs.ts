import { and, asc, eq } from 'drizzle-orm';
import { optionneurs } from '../schema';
import type { DbOrTx } from '../tx';

export type OptionneurRow = typeof optionneurs.$inferSelect;

export async function listOptionneurs(db: DbOrTx, params: { adviserId: number }): Promise<OptionneurRow[]> {
  return db
    .select()
    .from(optionneurs)
    .where(eq(optionneurs.adviserId, params.adviserId))
    .orderBy(asc(optionneurs.nom), asc(optionneurs.prenom));
}

export async function insertOptionneur(db: DbOrTx, values: typeof optionneurs.$inferInsert): Promise<OptionneurRow> {
  const [row] = await db.insert(optionneurs).values(values).returning();
  return row;
}

export async function findOptionneurByEmail(db: DbOrTx, params: { adviserId: number; email: string }) {
  const [row] = await db
    .select({ id: optionneurs.id })
    .from(optionneurs)
    .where(and(eq(optionneurs.adviserId, params.adviserId), eq(optionneurs.email, params.email)))
    .limit(1);
  return row;
}
