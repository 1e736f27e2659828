import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/client';
import { auditLog, authSessions, brands, recoveryCodes, secondFactors } from '../db/schema';
import { brandRows } from '../db/seed/reference';
import { fixtureBuilder } from '../test/fixtures';
import { runScript } from '../test/run-script';
import { postgresUrlOf, runAsAdmin } from '../test/template-database';

// The command as an operator runs it, on the database the API uses: a fresh PostgreSQL database with
// TEST_DATABASE_URL, else an embedded folder (the API is stopped: one process per PGlite folder).
const adminUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'second-factor-reset-'));
const databaseName = `partner_cli_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = adminUrl ? postgresUrlOf(adminUrl, databaseName) : undefined;
const settings = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

const open = () => openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
/** The database between two commands, closed again at once so the command can open it. */
async function withDatabase<T>(work: (db: OpenedDatabase['db']) => Promise<T>): Promise<T> {
  const opened = await open();
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}
const reset = (args: string[]) => runScript('backend/cli/second-factor-reset.ts', settings, args);
const resetLines = (db: OpenedDatabase['db']) => db.select().from(auditLog).where(eq(auditLog.action, 'second_factor.reset'));

let staffId: number;

beforeAll(async () => {
  if (adminUrl) await runAsAdmin(adminUrl, `create database "${databaseName}" template "${inject('postgresTemplate')}"`);
  staffId = await withDatabase(async (db) => {
    await db.insert(brands).values(brandRows).onConflictDoNothing();
    const staff = await fixtureBuilder(db).user({ email: 'cle-perdue@lrp.demo', role: 'staff' });
    const now = new Date();
    await db.insert(secondFactors).values({ userId: staff.id, secret: 'JBSWY3DPEHPK3PXP', enabledAt: now, createdAt: now });
    await db.insert(recoveryCodes).values({ userId: staff.id, codeHash: 'not-a-real-hash' });
    await db.insert(authSessions).values({ id: randomUUID(), userId: staff.id, createdAt: now, expiresAt: new Date(now.getTime() + 3_600_000), lastActiveAt: now, secondFactorAt: now });
    return staff.id;
  });
}, 180_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await runAsAdmin(adminUrl, `drop database if exists "${databaseName}" with (force)`);
});

describe('second-factor-reset command', () => {
  it('removes the key and recovery codes of the account, ends its sessions and writes an audit line naming the command line', async () => {
    const command = reset(['--email', ' Cle-Perdue@LRP.demo ']);
    expect(await command.exited).toBe(0);
    expect(command.stdout()).toBe('Double authentification réinitialisée pour cle-perdue@lrp.demo : elle sera activée à sa prochaine connexion.');
    await withDatabase(async (db) => {
      expect(await db.select().from(secondFactors).where(eq(secondFactors.userId, staffId))).toEqual([]);
      expect(await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staffId))).toEqual([]);
      expect((await db.select().from(authSessions).where(eq(authSessions.userId, staffId))).every((session) => session.revokedAt !== null)).toBe(true);
      expect(await resetLines(db)).toEqual([
        expect.objectContaining({ actorId: staffId, targetType: 'user', targetId: String(staffId), brandCodes: ['lrp'], details: { email: 'cle-perdue@lrp.demo', via: 'cli' } }),
      ]);
    });
  }, 180_000);

  it('refuses an unknown account or a missing address with one French line and a non-zero exit, and changes nothing', async () => {
    const unknown = reset(['--email', 'personne@lrp.demo']);
    expect(await unknown.exited).toBe(1);
    expect(unknown.stderr()).toBe('Compte introuvable : personne@lrp.demo');
    const missing = reset([]);
    expect(await missing.exited).toBe(1);
    expect(missing.stderr()).toBe('Indiquez le compte : --email adresse@exemple.fr');
    await withDatabase(async (db) => expect(await resetLines(db)).toHaveLength(1));
  }, 180_000);
});
