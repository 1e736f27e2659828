import { asc, eq } from 'drizzle-orm';
import { brandContacts } from '../schema';
import type { DbOrTx } from '../tx';

/** The back-office contacts of one brand, in display order. */
export async function listBrandContacts(db: DbOrTx, params: { brandCode: string }) {
  return db
    .select()
    .from(brandContacts)
    .where(eq(brandContacts.brandCode, params.brandCode))
    .orderBy(asc(brandContacts.position), asc(brandContacts.id));
}
