import path from 'node:path';
import type { Db } from '../db/client';
import type { FileStorage } from './file-storage';
import { databaseFileStorage } from './database-storage';
import { localFileStorage } from './local-storage';

export type StorageDriver = 'local' | 'database';

/** `database` as soon as the data is on PostgreSQL (instances may run on several hosts), local disk otherwise. */
export function defaultStorageDriver(databaseUrl: string | undefined): StorageDriver {
  return databaseUrl ? 'database' : 'local';
}

/** The file store of the API and its command-line tools; local files live under `$DATA_DIR/uploads`. */
export function openFileStorage(driver: StorageDriver, { db, dataDir }: { db: Db; dataDir: string }): FileStorage {
  return driver === 'database' ? databaseFileStorage(db) : localFileStorage(path.join(dataDir, 'uploads'));
}
