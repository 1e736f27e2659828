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
import { describeFsError, StartupError } from '../startup-error';
import { lockDataDir } from './data-dir-lock';
import { openPgliteFolder } from './pglite-folder';
import { drizzleReadyClient } from './pglite-drizzle-client';
import { findDbFailure } from './db-errors';
import { postgresListen, type Listen } from './listen';
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
  /** A PGlite data folder dumped by `dumpDataDir` that an in-memory database starts from instead of an empty cluster. */
  startFrom?: Blob;
  migrate?: boolean;
  /** Connection attempts at start before giving up (PostgreSQL only). */
  connectAttempts?: number;
  warn?: (message: string) => void;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: every instance that migrates waits on this advisory lock, so only one runs them at a time. */
const MIGRATION_LOCK_KEY = 7_319_004;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connectWithRetries(pool: pg.Pool, attempts: number, warn: (message: string) => void): Promise<pg.PoolClient> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await pool.connect();
    } catch (error) {
      const code = findDbFailure(error)?.code ?? 'inconnue';
      if (attempt >= attempts) {
        throw new StartupError(`PostgreSQL ne répond pas (DATABASE_URL, erreur ${code}) après ${attempts} tentatives.`);
      }
      warn(`[db] PostgreSQL ne répond pas (erreur ${code}), nouvelle tentative ${attempt + 1}/${attempts}…`);
      await pause(Math.min(500 * 2 ** (attempt - 1), 5_000));
    }
  }
}

async function openPostgres(options: OpenDatabaseOptions & { url: string }) {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const pool = new pg.Pool({ connectionString: options.url, max: 10 });
  // An idle connection ended by the server (restart, pg_terminate_backend) is an event, not a crash:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => warn(`[db] connexion PostgreSQL perdue (erreur ${findDbFailure(error)?.code ?? 'inconnue'}), elle sera rouverte`));
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  const lockHolder = await connectWithRetries(pool, options.connectAttempts ?? 5, warn);
  try {
    if (options.migrate !== false) {
      await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    }
  } finally {
    lockHolder.release();
  }
  return {
    db: db as unknown as Db,
    listen: postgresListen(options.url, warn),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions) {
  let dataDir: string | undefined;
  let unlock = () => {};
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('openDatabase: dataDir ou url requis');
    dataDir = path.resolve(options.dataDir);
    try {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      unlock = lockDataDir(dataDir);
    } catch (error) {
      if (error instanceof StartupError) throw error;
      throw describeFsError(error, 'le dossier de la base embarquée');
    }
  }
  let client: PGlite;
  try {
    const startFrom = options.startFrom ? { loadDataDir: options.startFrom } : {};
    client = dataDir ? await openPgliteFolder(dataDir, startFrom) : await PGlite.create(startFrom);
  } catch (error) {
    unlock();
    const code = (error as { code?: string }).code;
    throw new StartupError(
      `Impossible d'ouvrir la base embarquée dans ${dataDir ?? 'la mémoire'} : ${code === 'EROFS' || code === 'EACCES' ? 'dossier en lecture seule ou inaccessible' : 'dossier illisible, en lecture seule ou endommagé'}.`,
    );
  }
  const db = drizzlePglite({ client: drizzleReadyClient(client), schema, casing: 'snake_case' });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    listen: (async (channel, wake) => {
      const stop = await client.listen(channel, wake);
      return () => stop();
    }) satisfies Listen,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export type PoolStats = { total: number; idle: number; waiting: number };

export type OpenedDatabase = {
  db: Db;
  /** Notifications of a channel (LISTEN), on either engine. */
  listen: Listen;
  /** Connections of the PostgreSQL pool (none with PGlite, a single connection). */
  pool?: () => PoolStats;
  close: () => Promise<void>;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  return options.url ? openPostgres({ ...options, url: options.url }) : openPglite(options);
}
