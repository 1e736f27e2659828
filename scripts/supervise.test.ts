import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** A parent running the supervisor over two children: one that lives, one that runs `dying`. */
function supervised(dying: string) {
  const script = `
    const { createSupervisor } = await import('./scripts/supervise.mjs');
    const supervisor = createSupervisor(process.env);
    supervisor.launch('vivant', ['-e', 'setTimeout(() => {}, 60_000)']);
    supervisor.launch('mourant', ['-e', ${JSON.stringify(dying)}]);
    process.on('SIGTERM', () => supervisor.stopAll(0));
  `;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  parent.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) => parent.on('exit', (code) => resolve({ code, stderr })));
}

describe('start supervisor', () => {
  it('exits with the code of a child that died, after stopping the others', async () => {
    const { code, stderr } = await supervised('setTimeout(() => process.exit(3), 100)');
    expect(code).toBe(3);
    expect(stderr.trim()).toBe("mourant s'est arrêté (code 3).");
  });

  it('exits non-zero when a child stops with code 0 or is killed', async () => {
    expect((await supervised('setTimeout(() => process.exit(0), 100)')).code).toBe(1);
    expect((await supervised("setTimeout(() => process.kill(process.pid, 'SIGKILL'), 100)")).code).toBe(1);
  });

  it('starts again in its place a child asked to be relaunched, and gives up on a crash loop', async () => {
    const script = `
      const { createSupervisor } = await import('./scripts/supervise.mjs');
      const supervisor = createSupervisor(process.env);
      supervisor.launch('vivant', ['-e', 'setTimeout(() => {}, 60_000)']);
      let starts = 1;
      const relaunched = () => console.log('relance ' + ++starts);
      supervisor.launch('instance', ['-e', "setTimeout(() => process.kill(process.pid, 'SIGKILL'), 100)"], { relaunched });
    `;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    parent.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    parent.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => parent.on('exit', resolve));
    expect(stdout.trim().split('\n')).toEqual(['relance 2', 'relance 3', 'relance 4']);
    expect(stderr.trim().split('\n')).toEqual([
      ...Array(3).fill("instance s'est arrêté (signal SIGKILL) : relancé."),
      "instance s'est arrêté (signal SIGKILL).",
    ]);
    expect(code).toBe(1);
  });
});
