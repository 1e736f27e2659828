import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, isNotNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { kycDocuments, users } from '../db/schema';
import { openToOthers } from '../test/file-modes';
import { runScript } from '../test/run-script';

// The real entry points in a child process, as an operator or a supervisor runs them.
const scratch = mkdtempSync(path.join(tmpdir(), 'api-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const API_PORT = process.env.E2E_API_PORT ? String(Number(process.env.E2E_API_PORT) + 10) : '4211';
const run = (script: string, env: Record<string, string>, args: string[] = []) => runScript(script, { API_PORT, ...env }, args);

const folder = (name: string) => path.join(scratch, name);
/** What PROD requires beside the data folder (backend/env.ts). */
const prodSettings = { APP_ENV: 'PROD', JWT_SECRET: 'x'.repeat(32), CATALOGUE_READ_TOKEN: 'y'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:9' };

describe('API start failures', () => {
  it('exits non-zero with one French line when the data folder cannot be written', async () => {
    writeFileSync(folder('file'), '');
    const api = run('backend/server.ts', { DATA_DIR: path.join(folder('file'), 'data') });
    expect(await api.exited).toBe(1);
    expect(api.stderr()).toMatch(/^\[api\] Impossible d'écrire [^\n]+\.$/);
  });

  it('refuses to open an embedded database another live process holds', async () => {
    const dataDir = folder('held');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      mkdirSync(dataDir);
      writeFileSync(path.join(dataDir, 'pglite.lock'), String(holder.pid));
      const api = run('backend/server.ts', { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
      expect(await api.exited).toBe(1);
      expect(api.stderr()).toBe(
        `[api] La base embarquée ${path.join(dataDir, 'pglite')} est déjà ouverte par le processus ${holder.pid} : arrêtez-le d'abord (un seul processus par dossier PGlite, ou utilisez DATABASE_URL).`,
      );
    } finally {
      holder.kill();
    }
  });

  it('starts in PROD on an empty database without demo accounts, its folders closed to other users', async () => {
    const dataDir = folder('prod');
    const api = run('backend/server.ts', { DATA_DIR: dataDir, ...prodSettings });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !(await fetch(`http://127.0.0.1:${API_PORT}/api/health`).then((r) => r.ok, () => false))) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
    // The database's own files included, whatever mode PGlite asks for: nothing readable by other users.
    expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(10);
    expect(openToOthers(dataDir)).toEqual([]);
    const { db, close } = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      expect((await db.select({ n: count() }).from(users))[0].n).toBe(0);
    } finally {
      await close();
    }
  });
});

describe('db:reset', () => {
  it('is refused in PROD', async () => {
    const reset = run('backend/cli/db-reset.ts', { DATA_DIR: folder('reset-prod'), ...prodSettings });
    expect(await reset.exited).toBe(1);
    expect(reset.stderr()).toBe("[db:reset] db:reset est refusé en PROD : il effacerait les données de production.");
  });

  it('asks for --yes before dropping a PostgreSQL schema', async () => {
    const reset = run('backend/cli/db-reset.ts', { DATA_DIR: folder('reset-pg'), JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://postgres@127.0.0.1:9/partner' });
    expect(await reset.exited).toBe(1);
    expect(reset.stderr()).toBe(
      '[db:reset] db:reset efface toutes les données de la base partner sur 127.0.0.1:9 : relancez avec --yes pour confirmer.',
    );
  });

  it('rebuilds the embedded database with a file of its real size behind every seeded KYC document', async () => {
    const dataDir = folder('reset');
    const reset = run('backend/cli/db-reset.ts', { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
    expect(await reset.exited).toBe(0);
    const { db, close } = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const documents = await db.select().from(kycDocuments).where(isNotNull(kycDocuments.filePath));
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) {
        expect(statSync(path.join(dataDir, 'uploads', document.filePath!)).size).toBe(document.size);
      }
    } finally {
      await close();
    }
  }, 120_000);
});
