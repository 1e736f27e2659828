import { asc, eq } from 'drizzle-orm';
import { enumValues } from '../schema';
import type { DbOrTx } from '../tx';

/** The choices of one named list, in display order (empty when the name is unknown). */
export async function listEnumValues(db: DbOrTx, params: { name: string }) {
  return db
    .select({ value: enumValues.value, label: enumValues.label })
    .from(enumValues)
    .where(eq(enumValues.name, params.name))
    .orderBy(asc(enumValues.position), asc(enumValues.value));
}
