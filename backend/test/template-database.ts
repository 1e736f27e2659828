import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';
import * as schema from '../db/schema';

/** The URL of database `name` on the server of `adminUrl`. */
export function postgresUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** An in-memory PGlite cluster with every migration applied, dumped as the tarball `loadDataDir` reads. */
export async function migratedPgliteDump(): Promise<Uint8Array> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client, schema, casing: 'snake_case' }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

/** Runs one statement on the server of `adminUrl`, retrying while another session still holds a source database. */
export async function runAsAdmin(adminUrl: string, sql: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(sql);
      return;
    } catch (error) {
      // 55006: "source database is being accessed by other users", a copy of the template in flight elsewhere.
      if ((error as { code?: string }).code !== '55006' || attempt === 10) throw error;
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}
