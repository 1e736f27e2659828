import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../startup-error';
import { lockDataDir } from './data-dir-lock';
import { openPgliteFolder } from './pglite-folder';

/** Where the database is: PostgreSQL by URL, else the embedded folder (which no other process may hold). */
export type BackupTarget = { url?: string; pgliteDir: string };

/** `name` from PATH, else from the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
function postgresTool(name: string): string {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(debian, version, 'bin', name)).find((file) => existsSync(file));
  return found ?? name;
}

function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(postgresTool(tool), args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new StartupError(error.code === 'ENOENT' ? `${tool} introuvable : installez le client PostgreSQL (postgresql-client).` : `${tool} : ${error.message}`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new StartupError(`${tool} a échoué (code ${code}) : ${errors.trim().split('\n').at(-1) ?? ''}`)),
    );
  });
}

/** Runs `work` on the embedded folder while holding its lock: refused while the API or a tool has it open. */
async function withLockedFolder<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const unlock = lockDataDir(dir);
  try {
    return await work();
  } finally {
    unlock();
  }
}

/** Writes a backup of the whole database to `file`: pg_dump's custom format, or PGlite's gzipped data folder. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.url) return run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${target.url}`]);
  if (!existsSync(target.pgliteDir)) throw new StartupError(`Aucune base embarquée dans ${target.pgliteDir}.`);
  await withLockedFolder(target.pgliteDir, async () => {
    const db = await openPgliteFolder(target.pgliteDir);
    try {
      const dump = await db.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.close();
    }
  });
}

/** Replaces the whole database with the backup in `file` (made by backupDatabase on the same engine). */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if (!existsSync(file)) throw new StartupError(`Sauvegarde introuvable : ${file}.`);
  if (target.url) {
    return run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${target.url}`, file]);
  }
  await withLockedFolder(target.pgliteDir, async () => {
    // Unpacked beside the folder first, so a bad archive leaves the current database in place.
    const unpacked = `${target.pgliteDir}.restoring`;
    await rm(unpacked, { recursive: true, force: true });
    try {
      const db = await openPgliteFolder(unpacked, { loadDataDir: new Blob([await readFile(file)]) });
      await db.query('select 1');
      await db.close();
    } catch {
      await rm(unpacked, { recursive: true, force: true });
      throw new StartupError(`${file} n'est pas une sauvegarde de la base embarquée lisible.`);
    }
    await rm(target.pgliteDir, { recursive: true, force: true });
    await rename(unpacked, target.pgliteDir);
  });
}
