import path from 'node:path';
import { openDatabase, type OpenedDatabase } from '../db/client';
import type { loadEnv } from '../env';
import { StartupError } from '../startup-error';

/**
 * The database the API uses, opened for a terminal command. When it cannot be opened (e.g. the API already holds the
 * embedded database: one process per PGlite folder) the command ends on one French line, without a stack trace.
 */
export async function openApiDatabase(env: ReturnType<typeof loadEnv>): Promise<OpenedDatabase> {
  try {
    return await openDatabase({ url: env.databaseUrl, dataDir: path.join(env.dataDir, 'pglite') });
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
