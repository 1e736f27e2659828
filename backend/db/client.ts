import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both engines share this type: queries never know which one runs them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type OpenDatabaseOptions = {
  /** PostgreSQL URL; when unset, PGlite is used. */
  url?: string;
  /** PGlite folder (ignored with `url` or `inMemory`). */
  dataDir?: string;
  inMemory?: boolean;
  migrate?: boolean;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<{ db: Db; close: () => Promise<void> }> {
  const migrations = options.migrate !== false;
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
    if (migrations) await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('openDatabase: dataDir ou url requis');
    dataDir = path.resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  if (migrations) await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}
