import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { assertStorageKey, type FileStorage } from './file-storage';

/** Files under one folder (by default `$DATA_DIR/uploads`); writes go through a temporary name first. */
export function localFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(base, ...key.split('/'));
  };

  return {
    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomUUID()}.part`;
      await writeFile(temporary, data, { mode: 0o600 });
      await rename(temporary, target);
    },
    async get(key) {
      const target = pathOf(key);
      let size: number;
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        size = info.size;
      } catch {
        return null;
      }
      return { stream: Readable.toWeb(createReadStream(target)) as ReadableStream<Uint8Array>, size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
