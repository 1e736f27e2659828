import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * PGlite must be opened by one process per folder: a second one would silently lose writes. The lock file
 * (`<folder>.lock`, beside the folder so that a reset can remove the folder while holding it) holds the owner's
 * pid; a lock left by a dead process is taken over. Answers the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${path.resolve(dir)}.lock`;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new StartupError(
        `La base embarquée ${dir} est déjà ouverte par le processus ${owner} : arrêtez-le d'abord (un seul processus par dossier PGlite, ou utilisez DATABASE_URL).`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new StartupError(`Impossible de prendre le verrou ${file}.`);
}
