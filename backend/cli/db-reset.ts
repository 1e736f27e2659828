import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { loadEnv } from '../env';

/** Rebuilds the database from scratch: migrations, then the demo seed. Stop the API first (PGlite is single-process). */
const env = loadEnv();
if (env.databaseUrl) {
  const client = new pg.Client({ connectionString: env.databaseUrl });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
} else {
  await rm(path.join(env.dataDir, 'pglite'), { recursive: true, force: true });
}
const { db, close } = await openDatabase({ url: env.databaseUrl, dataDir: path.join(env.dataDir, 'pglite') });
const started = Date.now();
await seedDatabase(db);
await close();
console.log(`[db:reset] base recréée et données de démonstration chargées en ${Date.now() - started} ms`);
