import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './client';

/** The `when` stamp of the newest migration shipped with this build (drizzle records it as `created_at`). */
function latestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Both drivers answer raw queries with `{ rows }`. */
const firstRow = <T>(result: unknown) => (result as { rows: T[] }).rows[0];

/** True when the database holds every migration of this build; throws when the database cannot be read. */
export async function migrationsAreApplied(db: Db): Promise<boolean> {
  const table = firstRow<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table?.present) return false;
  const applied = firstRow<{ last: string | null }>(
    await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
  );
  return applied?.last != null && Number(applied.last) >= latestShippedMigration();
}
