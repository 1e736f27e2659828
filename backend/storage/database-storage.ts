import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { assertStorageKey, type FileStorage } from './file-storage';

/**
 * Files as rows of `stored_files`: every API instance on one PostgreSQL sees the same files, and backups of the
 * database hold them. Uploads are capped at a few megabytes, so a file is read in one piece.
 */
export function databaseFileStorage(db: Db): FileStorage {
  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      const row = { contentType, size: data.byteLength, data, createdAt: new Date() };
      await db
        .insert(storedFiles)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: row });
    },
    async get(key) {
      assertStorageKey(key);
      const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.key, key));
      if (!row) return null;
      const bytes = new Uint8Array(row.data);
      return { stream: new Blob([bytes]).stream(), size: bytes.byteLength };
    },
    async delete(key) {
      assertStorageKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
