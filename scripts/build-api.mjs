// Bundles the partner API (backend/) into backend/dist/ for production starts; npm packages stay external.
import { build } from 'esbuild';

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
console.log('partner API built into backend/dist/');
