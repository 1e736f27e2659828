import { spawn } from 'node:child_process';
import path from 'node:path';

const tsx = path.resolve('node_modules/.bin/tsx');

/** One of the project's entry points in a child process, as an operator or a supervisor runs it. */
export function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  const childEnv: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env };
  const child = spawn(tsx, [script, ...args], { env: childEnv });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout.trim(), stderr: () => stderr.trim() };
}
