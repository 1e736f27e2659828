import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openToOthers } from '../test/file-modes';
import { closeToOthers, openPgliteFolder } from './pglite-folder';

const scratch = mkdtempSync(path.join(tmpdir(), 'pglite-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('openPgliteFolder', () => {
  // One database for both tests: opening a folder on disk takes seconds.
  const dir = path.join(scratch, 'pglite');

  it('creates the database with 0600 files and 0700 folders, and keeps new relations and WAL segments so', async () => {
    const pg = await openPgliteFolder(dir);
    try {
      expect(openToOthers(dir)).toEqual([]);
      const segments = () => readdirSync(path.join(dir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
      const before = segments();
      await pg.exec(`
        create table later (n int primary key, label text);
        insert into later values (1, 'un');
        select pg_switch_wal();
        insert into later values (2, 'deux');
        checkpoint;
      `);
      expect(segments().filter((name) => !before.includes(name)).length).toBeGreaterThan(0);
    } finally {
      await pg.close();
    }
    expect(openToOthers(dir)).toEqual([]);
  }, 180_000);

  it('closes to other users a folder an earlier version left readable, then opens it', async () => {
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, 'global'), 0o777);
    chmodSync(path.join(dir, 'PG_VERSION'), 0o666);
    const pg = await openPgliteFolder(dir);
    try {
      expect(openToOthers(dir)).toEqual([]);
      expect((await pg.query<{ n: number }>('select count(*)::int as n from later')).rows).toEqual([{ n: 2 }]);
    } finally {
      await pg.close();
    }
  }, 180_000);
});

describe('closeToOthers', () => {
  it('keeps the owner’s own permissions and only takes away the group’s and other users’', () => {
    const dir = path.join(scratch, 'tree');
    mkdirSync(path.join(dir, 'sub'), { recursive: true });
    writeFileSync(path.join(dir, 'sub', 'read-only'), '');
    chmodSync(path.join(dir, 'sub', 'read-only'), 0o444);
    chmodSync(path.join(dir, 'sub'), 0o775);
    closeToOthers(dir);
    expect(statSync(path.join(dir, 'sub', 'read-only')).mode & 0o777).toBe(0o400);
    expect(statSync(path.join(dir, 'sub')).mode & 0o777).toBe(0o700);
  });
});
