// Decides whether the production builds are missing or older than the sources they come from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIP = new Set(['node_modules', '.next', 'dist', '.data', 'e2e', 'test-results', 'playwright-report']);

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (SKIP.has(child) || child.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

// The catalogue in messages/ reaches the partner API through contract/messages.ts; platform/ holds what both servers
// import (logging, request ids, secrets, graceful stop).
const SHARED = ['package-lock.json', 'lib', 'contract', 'messages', 'platform'];

export function appBuildIsStale() {
  const sources = ['app', 'components', 'i18n', 'public', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.mjs', ...SHARED];
  const stamp = builtAt('.next/BUILD_ID');
  return stamp === 0 || Math.max(...sources.map(newestMtime)) > stamp;
}

export function apiBuildIsStale() {
  const stamp = builtAt('backend/dist/server.mjs');
  return stamp === 0 || Math.max(newestMtime('backend'), ...SHARED.map(newestMtime)) > stamp;
}
