import { and, isNotNull } from 'drizzle-orm';
import { recognitionKeys } from '../../selling/client-identity';
import { clientProtections, clients } from '../schema';
import type { DbOrTx } from '../tx';

/** Protections behind the seeded denunciations, so a second adviser meets them like real ones. */
export async function seedSelling(db: DbOrTx) {
  const denounced = await db
    .select()
    .from(clients)
    .where(and(isNotNull(clients.denouncedBy), isNotNull(clients.protectedUntil)));
  for (const client of denounced) {
    for (const key of recognitionKeys(client)) {
      await db
        .insert(clientProtections)
        .values({ ...key, adviserId: client.denouncedBy!, clientId: client.id, protectedUntil: client.protectedUntil! })
        .onConflictDoNothing();
    }
  }
}
