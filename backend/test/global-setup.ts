import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migratedPgliteDump, postgresUrlOf, runAsAdmin } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite cluster dumped to a file, which every in-memory test database starts from. */
    pgliteTemplateFile: string;
    /** A migrated PostgreSQL database every test database is copied from (with TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database before the run, which each test file's database then copies: starting an empty PGlite
 * cluster and migrating it costs seconds per file, copying a migrated one a fraction of that.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `partner_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await runAsAdmin(adminUrl, `create database "${name}"`);
    const opened = await openDatabase({ url: postgresUrlOf(adminUrl, name) });
    await opened.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplateFile', '');
    return () => runAsAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, await migratedPgliteDump());
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  return () => rm(folder, { recursive: true, force: true });
}
