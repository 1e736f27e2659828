import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { postgresUrlOf, runAsAdmin } from './template-database';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A fresh database per test file, copied from the migrated template the run's global setup made: in-memory PGlite by
 * default; with TEST_DATABASE_URL a uniquely named database on that PostgreSQL, dropped afterwards, so the same tests
 * run on both engines.
 */
export async function createTestDb(): Promise<OpenedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes]));
    return openDatabase({ inMemory: true, startFrom: await pgliteTemplate });
  }

  const name = `partner_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await runAsAdmin(adminUrl, `create database "${name}" template "${inject('postgresTemplate')}"`);
  const opened = await openDatabase({ url: postgresUrlOf(adminUrl, name) });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await runAsAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
