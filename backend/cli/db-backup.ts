// Writes a backup of the partner API's database.
//   npm run db:backup [-- FILE]   PostgreSQL (DATABASE_URL): pg_dump custom format; embedded: PGlite's gzipped
//                                 data folder (stop the API first). Default FILE: $DATA_DIR/backups/<engine>-<time>.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase } from '../db/backup';
import { loadEnv } from '../env';
import { StartupError } from '../startup-error';

async function backup() {
  const env = loadEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(
    process.argv[2] ?? path.join(env.dataDir, 'backups', env.databaseUrl ? `postgres-${stamp}.dump` : `pglite-${stamp}.tar.gz`),
  );
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  await backupDatabase({ url: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') }, file);
  console.log(`[db:backup] sauvegarde écrite dans ${file}`);
  if (env.storageDriver === 'local') console.log(`[db:backup] les fichiers déposés restent dans ${path.join(env.dataDir, 'uploads')} : copiez ce dossier avec la sauvegarde.`);
}

process.umask(0o077);
try {
  await backup();
} catch (error) {
  console.error(error instanceof StartupError ? `[db:backup] ${error.message}` : `[db:backup] échec : ${(error as Error).message}`);
  process.exit(1);
}
