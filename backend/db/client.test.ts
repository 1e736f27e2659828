import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { StartupError } from '../startup-error';
import { migrationsFolder, openDatabase } from './client';

const adminUrl = process.env.TEST_DATABASE_URL;
const scratch = mkdtempSync(path.join(tmpdir(), 'db-client-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A TCP relay to PostgreSQL that can be cut and restored, standing for a database outage. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: Object.assign(new URL(target), { host: `127.0.0.1:${port}` }).toString(),
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `partner_client_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = Object.assign(new URL(adminUrl!), { pathname: `/${name}` }).toString();
  return {
    url,
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

describe('start failures', () => {
  it('gives up on an unreachable PostgreSQL after its retries with one French line', async () => {
    const warnings: string[] = [];
    const attempt = openDatabase({ url: 'postgres://postgres@127.0.0.1:9/none', connectAttempts: 2, warn: (m) => warnings.push(m) });
    await expect(attempt).rejects.toThrow(StartupError);
    await expect(attempt).rejects.toThrow('PostgreSQL ne répond pas (DATABASE_URL, erreur ECONNREFUSED) après 2 tentatives.');
    expect(warnings).toEqual(['[db] PostgreSQL ne répond pas (erreur ECONNREFUSED), nouvelle tentative 2/2…']);
  });

  it('names an unusable embedded database folder instead of a stack trace', async () => {
    const file = path.join(scratch, 'not-a-folder');
    writeFileSync(file, '');
    await expect(openDatabase({ dataDir: path.join(file, 'pglite') })).rejects.toThrow(
      /^Impossible d'écrire le dossier de la base embarquée \(.*not-a-folder.*\) : erreur ENOTDIR\.$/,
    );
  });
});

describe.skipIf(!adminUrl)('PostgreSQL faults', () => {
  it('migrates once when three instances start together on an empty database', async () => {
    const target = await freshDatabase();
    try {
      const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: target.url })));
      // Both drivers answer raw queries with `{ rows }`.
      const { rows: applied } = (await opened[0].db.execute(sql`select hash from drizzle.__drizzle_migrations`)) as unknown as {
        rows: { hash: string }[];
      };
      await Promise.all(opened.map((o) => o.close()));
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(applied).toHaveLength(journal.entries.length);
      expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
    } finally {
      await target.drop();
    }
  });

  it('survives the server ending its idle connections, and answers the next query', async () => {
    const target = await freshDatabase();
    const warnings: string[] = [];
    const { db, close } = await openDatabase({ url: target.url, warn: (m) => warnings.push(m) });
    try {
      await Promise.all([1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.01)`)));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const { rowCount: ended } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
        [new URL(target.url).pathname.slice(1)],
      );
      await admin.end();
      // Each connection learns of its end on its own: the next query is asked once all of them have.
      await expect.poll(() => warnings.filter((w) => w.includes('57P01')).length).toBeGreaterThanOrEqual(ended ?? 1);
      await expect(db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await close();
      await target.drop();
    }
  });

  it('answers a French 503 while the database is unreachable and works again once it is back', async () => {
    const relay = await relayTo(new URL(adminUrl!));
    process.env.TEST_DATABASE_URL = relay.url;
    const t = await createTestApp().finally(() => {
      process.env.TEST_DATABASE_URL = adminUrl;
    });
    try {
      await t.fixtures.user({ email: 'panne@is.demo' });
      const login = () => t.call('POST', '/api/login', { body: { email: 'panne@is.demo', password: 'Demo-Partenaire-2026!' } });
      expect((await login()).status).toBe(200);
      await relay.cut();
      const down = await login();
      expect(down.status).toBe(503);
      expect(down.body.message).toBe('La base de données est momentanément indisponible\u00a0: réessayez dans quelques instants.');
      await relay.restore();
      expect((await login()).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
