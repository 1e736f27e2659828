// Replaces the partner API's database with a backup made by db:backup on the same engine.
//   npm run db:restore -- FILE          embedded database (stop the API first: one process per PGlite folder)
//   npm run db:restore -- FILE --yes    PostgreSQL (DATABASE_URL): overwrites its data, so it asks for --yes
import path from 'node:path';
import { restoreDatabase } from '../db/backup';
import { loadEnv } from '../env';
import { StartupError } from '../startup-error';

async function restore() {
  const env = loadEnv();
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) throw new StartupError('indiquez le fichier de sauvegarde : npm run db:restore -- FICHIER');
  if (env.databaseUrl && !process.argv.includes('--yes')) {
    const target = new URL(env.databaseUrl);
    throw new StartupError(
      `db:restore remplace les données de la base ${target.pathname.slice(1)} sur ${target.host} : relancez avec --yes pour confirmer.`,
    );
  }
  await restoreDatabase({ url: env.databaseUrl, pgliteDir: path.join(env.dataDir, 'pglite') }, path.resolve(file));
  console.log(`[db:restore] base restaurée depuis ${path.resolve(file)}`);
}

process.umask(0o077);
try {
  await restore();
} catch (error) {
  console.error(error instanceof StartupError ? `[db:restore] ${error.message}` : `[db:restore] échec : ${(error as Error).message}`);
  process.exit(1);
}
