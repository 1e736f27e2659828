// Bundles the partner API (backend/) into backend/dist/ for production starts; npm packages stay external.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('backend/dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'backend/server.ts', 'db-reset': 'backend/cli/db-reset.ts' },
  outdir: 'backend/dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The bundle resolves its migrations beside itself (backend/db/client.ts reads ./migrations).
rmSync('backend/dist/migrations', { recursive: true, force: true });
cpSync('backend/db/migrations', 'backend/dist/migrations', { recursive: true });
console.log('partner API built into backend/dist/');
