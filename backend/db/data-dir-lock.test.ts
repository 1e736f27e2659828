import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error';
import { lockDataDir } from './data-dir-lock';

const root = mkdtempSync(path.join(tmpdir(), 'data-lock-'));
const folder = path.join(root, 'pglite');
const lockFile = `${folder}.lock`;
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A process that lives until killed, standing for an API that holds the folder. */
function otherProcess() {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
}

describe('lockDataDir', () => {
  it('writes the owner pid and removes the lock on release', () => {
    const release = lockDataDir(folder);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a folder held by another live process with a French line naming it', async () => {
    const other = otherProcess();
    try {
      writeFileSync(lockFile, String(other.pid));
      expect(() => lockDataDir(folder)).toThrow(StartupError);
      expect(() => lockDataDir(folder)).toThrow(`déjà ouverte par le processus ${other.pid}`);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
  });

  it('takes over the lock of a process that died', async () => {
    const dead = otherProcess();
    dead.kill();
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(lockFile, String(dead.pid));
    const release = lockDataDir(folder);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });
});
