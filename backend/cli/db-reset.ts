// Rebuilds the database from scratch: migrations, then the demo seed and its KYC files.
//   npm run db:reset                 embedded database (stop the API first: one process per PGlite folder)
//   npm run db:reset -- --yes        PostgreSQL (DATABASE_URL): drops its schema, so it asks for --yes
// Refused with APP_ENV=PROD.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { seedDatabase } from '../db/seed';
import { seedKycFiles } from '../db/seed/kyc-files';
import { loadEnv } from '../env';
import { StartupError } from '../startup-error';
import { openFileStorage } from '../storage/open-storage';

async function reset() {
  const env = loadEnv();
  if (env.config.appEnv === 'PROD') throw new StartupError('db:reset est refusé en PROD : il effacerait les données de production.');
  const pgliteDir = path.join(env.dataDir, 'pglite');
  if (env.databaseUrl) {
    if (!process.argv.includes('--yes')) {
      const target = new URL(env.databaseUrl);
      throw new StartupError(
        `db:reset efface toutes les données de la base ${target.pathname.slice(1)} sur ${target.host} : relancez avec --yes pour confirmer.`,
      );
    }
    const client = new pg.Client({ connectionString: env.databaseUrl });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.end();
  } else {
    // Held while the folder is removed: refused if the API has the database open.
    const unlock = lockDataDir(pgliteDir);
    await rm(pgliteDir, { recursive: true, force: true });
    unlock();
  }
  await rm(path.join(env.dataDir, 'uploads'), { recursive: true, force: true });
  const { db, close } = await openDatabase({ url: env.databaseUrl, dataDir: pgliteDir });
  const started = Date.now();
  try {
    await seedDatabase(db);
    await seedKycFiles(db, openFileStorage(env.storageDriver, { db, dataDir: env.dataDir }));
  } finally {
    await close();
  }
  console.log(`[db:reset] base recréée et données de démonstration chargées en ${Date.now() - started} ms`);
}

process.umask(0o077);
try {
  await reset();
} catch (error) {
  console.error(error instanceof StartupError ? `[db:reset] ${error.message}` : `[db:reset] échec : ${(error as Error).message}`);
  process.exit(1);
}
