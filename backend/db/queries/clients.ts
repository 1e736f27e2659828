import { and, count, desc, eq, ilike, lte, or, type SQL } from 'drizzle-orm';
import { clientProtections, clients } from '../schema';
import type { DbOrTx } from '../tx';
import { containsPattern } from './catalogue-scope';

export type ClientRow = typeof clients.$inferSelect;

export async function listClients(
  db: DbOrTx,
  params: { adviserId: number; search?: string; page: number; perPage: number },
): Promise<{ rows: ClientRow[]; total: number }> {
  const pattern = params.search ? containsPattern(params.search) : undefined;
  const where: SQL = and(
    eq(clients.adviserId, params.adviserId),
    pattern
      ? or(ilike(clients.nom, pattern), ilike(clients.prenom, pattern), ilike(clients.email, pattern), ilike(clients.city, pattern))
      : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(clients.nom, clients.prenom, desc(clients.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findClient(db: DbOrTx, params: { adviserId: number; id: number }): Promise<ClientRow | undefined> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, params.id), eq(clients.adviserId, params.adviserId)))
    .limit(1);
  return row;
}

export async function insertClient(db: DbOrTx, values: typeof clients.$inferInsert): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  return row;
}

export async function updateClient(db: DbOrTx, params: { id: number; set: Partial<typeof clients.$inferInsert> }) {
  const [row] = await db.update(clients).set(params.set).where(eq(clients.id, params.id)).returning();
  return row;
}

/**
 * Claims a recognition key for the adviser, atomically: a free key or one whose protection has lapsed (or is
 * already the adviser's) is taken; a key another adviser still protects is not. Answers the blocking row then.
 */
export async function claimProtection(
  tx: DbOrTx,
  params: { kind: 'identity' | 'email'; key: string; adviserId: number; clientId: number; until: Date; now: Date },
): Promise<{ ok: true } | { ok: false; protectedUntil: Date }> {
  const claimed = await tx
    .insert(clientProtections)
    .values({ kind: params.kind, key: params.key, adviserId: params.adviserId, clientId: params.clientId, protectedUntil: params.until })
    .onConflictDoUpdate({
      target: [clientProtections.kind, clientProtections.key],
      set: { adviserId: params.adviserId, clientId: params.clientId, protectedUntil: params.until, createdAt: params.now },
      setWhere: or(lte(clientProtections.protectedUntil, params.now), eq(clientProtections.adviserId, params.adviserId)),
    })
    .returning({ id: clientProtections.id });
  if (claimed.length) return { ok: true };
  const [blocking] = await tx
    .select({ protectedUntil: clientProtections.protectedUntil })
    .from(clientProtections)
    .where(and(eq(clientProtections.kind, params.kind), eq(clientProtections.key, params.key)))
    .limit(1);
  return { ok: false, protectedUntil: blocking?.protectedUntil ?? params.until };
}
