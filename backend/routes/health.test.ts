import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { createTestApp } from '../test/harness';

const t = await createTestApp();
afterAll(() => t.close());

/** The same database, but every raw query fails as if PostgreSQL had gone away. */
const unreachable = (db: Db) =>
  new Proxy(db, {
    get: (target, property) => (property === 'execute' ? () => Promise.reject(new Error('connection lost')) : Reflect.get(target, property)),
  });

describe('readiness', () => {
  it('GET /api/ready answers 200 once the database holds every migration of the build', async () => {
    const res = await t.call('GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' });
  });

  it('GET /api/ready answers 503 while the database cannot be reached, and /api/health does too', async () => {
    const broken = await createTestApp({}, { deps: { db: unreachable(t.db) } });
    try {
      const ready = await broken.call('GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'error', database: 'error', migrations: 'unknown' });
      expect((await broken.call('GET', '/api/health')).status).toBe(503);
    } finally {
      await broken.close();
    }
  });

  it('GET /api/ready answers 503 while the newest migration is missing, though /api/health stays 200', async () => {
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const ready = await t.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'error', database: 'ok', migrations: 'pending' });
    expect((await t.call('GET', '/api/health')).status).toBe(200);
  });

  it('GET /api/ready answers 503 on a database never migrated', async () => {
    await t.db.execute(sql`drop table drizzle.__drizzle_migrations`);
    const ready = await t.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.migrations).toBe('pending');
  });
});
