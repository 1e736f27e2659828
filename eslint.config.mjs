import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // The layers: contract/ is the ground floor of both sides; the partner API never reads the BFF's code.
  {
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/lib/*', '@/lib/*', '@/*'], message: 'backend/ imports contract/, never lib/ (and no @/ alias).' }] }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/lib/*', '**/backend/*', '@/*'], message: 'contract/ imports neither lib/ nor backend/.' }] }],
    },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'backend/dist/**',
    'backend/db/migrations/**',
    '.data/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
  ]),
]);
