import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { users } from '../schema';

/**
 * Impact programmes need the 'impact' subscription (see GATED_TYPES). The demo grants it to the lrp, lci and
 * is advisers; the icm adviser, who has no subscription at all, sees the 'Subscribe now' state instead.
 */
export const IMPACT_SUBSCRIBERS = ['conseiller@lrp.demo', 'directeur@lrp.demo', 'faible@lrp.demo', 'conseiller@lci.demo', 'multi@lci.demo', 'conseiller@is.demo'];

export async function seedCatalogueSubscriptions(db: DbOrTx) {
  await db
    .update(users)
    .set({ subscriptions: sql`${users.subscriptions} || '["impact"]'::jsonb` })
    .where(inArray(users.email, IMPACT_SUBSCRIBERS));
}
