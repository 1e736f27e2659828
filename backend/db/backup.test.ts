import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup';
import { openDatabase, type Db } from './client';
import { seedDatabase } from './seed';

const scratch = await mkdtemp(path.join(tmpdir(), 'partner-backup-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `partner_backup_${randomBytes(4).toString('hex')}`;

async function onAdmin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
  if (adminUrl) await onAdmin(`drop database if exists "${databaseName}" with (force)`);
});

/** Row count and a checksum of every row, for the tables a restore must bring back exactly. */
async function fingerprint(db: Db) {
  const result = await db.execute(sql`
    select (select count(*)::int from users) as users, (select md5(string_agg(u::text, '|' order by id)) from users u) as users_md5,
           (select count(*)::int from lots) as lots, (select md5(string_agg(l::text, '|' order by id)) from lots l) as lots_md5,
           (select count(*)::int from options) as options, (select md5(string_agg(o::text, '|' order by id)) from options o) as options_md5`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

/** Seeds, backs up, damages the data, restores, and answers the fingerprints before and after. */
async function roundTrip(target: BackupTarget, file: string) {
  let opened = await openDatabase({ url: target.url, dataDir: target.pgliteDir });
  await seedDatabase(opened.db);
  const before = await fingerprint(opened.db);
  if (!target.url) await opened.close();
  await backupDatabase(target, file);
  if (!target.url) opened = await openDatabase({ url: target.url, dataDir: target.pgliteDir });
  await opened.db.execute(sql`delete from options o where not exists (select 1 from reservations r where r.option_id = o.id)`);
  await opened.db.execute(sql`update lots set status = 'sold'`);
  await opened.db.execute(sql`update users set nom = nom || ' (modifié)'`);
  const damaged = await fingerprint(opened.db);
  if (!target.url) await opened.close();
  await restoreDatabase(target, file);
  if (!target.url) opened = await openDatabase({ url: target.url, dataDir: target.pgliteDir });
  const after = await fingerprint(opened.db);
  await opened.close();
  return { before, damaged, after };
}

// Seeding and unpacking a whole database take a while on a busy machine.
describe('database backup and restore', { timeout: 180_000 }, () => {
  it('brings back users, lots and options exactly on the embedded database', async () => {
    const { before, damaged, after } = await roundTrip({ pgliteDir: path.join(scratch, 'pglite') }, path.join(scratch, 'embedded.tar.gz'));
    expect(before.options).toBeGreaterThan(0);
    for (const table of ['users', 'lots', 'options']) expect(damaged[`${table}_md5`]).not.toBe(before[`${table}_md5`]);
    expect(after).toEqual(before);
  });

  it('refuses to back up or restore the embedded database while a process holds it', async () => {
    const target = { pgliteDir: path.join(scratch, 'pglite') };
    // The lock names a live process other than this one, as when the API runs.
    const holder = spawn('sleep', ['60']);
    await writeFile(`${target.pgliteDir}.lock`, String(holder.pid));
    try {
      await expect(backupDatabase(target, path.join(scratch, 'busy.tar.gz'))).rejects.toThrow(/déjà ouverte par le processus/);
      await expect(restoreDatabase(target, path.join(scratch, 'embedded.tar.gz'))).rejects.toThrow(/déjà ouverte par le processus/);
    } finally {
      holder.kill();
      await rm(`${target.pgliteDir}.lock`, { force: true });
    }
  });

  it('keeps the embedded database when the file is not a backup', async () => {
    const target = { pgliteDir: path.join(scratch, 'pglite') };
    const junk = path.join(scratch, 'junk.tar.gz');
    await writeFile(junk, 'pas une sauvegarde');
    await expect(restoreDatabase(target, junk)).rejects.toThrow(/n'est pas une sauvegarde/);
    const { db, close } = await openDatabase({ dataDir: target.pgliteDir });
    expect((await fingerprint(db)).options).toBeGreaterThan(0);
    await close();
  });

  it.skipIf(!adminUrl)('brings back users, lots and options exactly on PostgreSQL (pg_dump custom format)', async () => {
    await onAdmin(`create database "${databaseName}"`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    const { before, damaged, after } = await roundTrip({ url: url.toString(), pgliteDir: '' }, path.join(scratch, 'postgres.dump'));
    expect(before.options).toBeGreaterThan(0);
    for (const table of ['users', 'lots', 'options']) expect(damaged[`${table}_md5`]).not.toBe(before[`${table}_md5`]);
    expect(after).toEqual(before);
  });
});
