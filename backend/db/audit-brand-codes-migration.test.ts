import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import * as schema from './schema';

const BEFORE = '0014_audit_brand_codes';

let client: PGlite;
let db: ReturnType<typeof drizzle<typeof schema>>;
let folder: string;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A database at the migration before `audit_brand_codes`, with lines of the old single `brand_code`, then migrated. */
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'migrations-before-audit-brands-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === BEFORE);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));

  client = await PGlite.create();
  db = drizzle({ client, schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: folder });
  await db.execute(sql`insert into brands (code, name, base_url) values ('lrp', 'LRP', 'http://lrp'), ('lci', 'LCI', 'http://lci'), ('is', 'IS', 'http://is')`);
  await db.execute(sql`insert into users (id, email, prenom, nom, brand_code, role) values (1, 'staff@back-office.demo', 'A', 'B', 'is', 'staff')`);
  const residence = (id: number, brands: string | null) =>
    sql`insert into residences (id, type, name, city, department, postcode, lat, lng, description, price_from, price_to, brands)
        values (${id}, 'neuf', ${`R${id}`}, 'Lyon', '69', '69000', 45.7, 4.8, 'Résidence', 1, 2, ${brands}::jsonb)`;
  await db.execute(residence(10, '["lrp","lci"]'));
  await db.execute(residence(20, null));
  await db.execute(residence(30, '["lci"]'));
  await db.execute(sql`insert into lots (id, residence_id, reference, typology, floor, surface, price) values (100, 10, 'A1', 'T2', 1, 40, 1), (200, 20, 'B1', 'T2', 1, 40, 1)`);
  const line = (id: number, action: string, targetType: string, targetId: string, brand: string | null) =>
    sql`insert into audit_log (id, actor_id, actor_email, action, target_type, target_id, brand_code, created_at)
        values (${id}, 1, 'staff@back-office.demo', ${action}, ${targetType}, ${targetId}, ${brand}, now())`;
  await db.execute(line(1, 'option.cancel', 'option', '7', 'lrp'));
  await db.execute(line(2, 'lot.update', 'lot', '100', null));
  await db.execute(line(3, 'lot.update', 'lot', '200', null));
  await db.execute(line(4, 'programme.file_add', 'residence', '10', null));
  await db.execute(line(5, 'programme.file_remove', 'residence', '20', null));
  await db.execute(line(6, 'programme.close', 'residence', '30', 'lci'));
  await db.execute(line(7, 'lot.update', 'lot', '999', null));
  await db.execute(line(8, 'kyc.accept', 'kyc_document', '5', null));

  await migrate(db, { migrationsFolder });
}, 60_000);
afterAll(async () => {
  await client?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('migration audit_brand_codes', () => {
  it('gives each existing line every brand it concerns: its brand, or the brands of the shared residence its lot or file belongs to', async () => {
    const lines = await rows<{ id: number; brand_codes: string[] }>(sql`select id, brand_codes from audit_log order by id`);
    expect(lines).toEqual([
      { id: 1, brand_codes: ['lrp'] },
      { id: 2, brand_codes: ['lci', 'lrp'] },
      { id: 3, brand_codes: ['is', 'lci', 'lrp'] },
      { id: 4, brand_codes: ['lci', 'lrp'] },
      { id: 5, brand_codes: ['is', 'lci', 'lrp'] },
      { id: 6, brand_codes: ['lci'] },
      { id: 7, brand_codes: [] },
      { id: 8, brand_codes: [] },
    ]);
  });

  it('drops the single brand column and leaves the log refusing UPDATE and DELETE', async () => {
    const columns = await rows<{ column_name: string }>(sql`select column_name from information_schema.columns where table_name = 'audit_log'`);
    expect(columns.map((c) => c.column_name)).not.toContain('brand_code');
    await expect(db.execute(sql`update audit_log set brand_codes = '{}'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
