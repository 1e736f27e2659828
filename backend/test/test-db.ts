import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../db/client';

/**
 * A fresh database per test file: in-memory PGlite by default; with TEST_DATABASE_URL a uniquely
 * named database on that PostgreSQL, dropped afterwards, so the same tests run on both engines.
 */
export async function createTestDb(): Promise<OpenedDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ inMemory: true });

  const name = `partner_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ url: url.toString() });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
