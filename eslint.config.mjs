import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** README "Where does an error message go": next-intl in requests and React, contract/messages.ts elsewhere. */
const rawCatalogue = {
  group: ['**/messages/**/*.json', '**/messages/*.json'],
  message: 'Read French text through next-intl (getTranslations/useTranslations) or contract/messages.ts, never fr.json itself.',
};

/** The French zod messages are installed by the forms' resolver, not at the root (components/forms/zod-resolver.ts). */
const frenchFormChecks = {
  group: ['@hookform/resolvers/zod'],
  message: 'Import zodResolver from @/components/forms/zod-resolver: it installs the French messages of form checks.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['contract/messages.ts', 'i18n/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rawCatalogue, frenchFormChecks] }] },
  },
  {
    files: ['components/forms/zod-resolver.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [rawCatalogue] }] },
  },
  // The layers: platform/ and contract/ are the ground floor of both sides; the partner API never reads the BFF's code.
  {
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/lib/*', '@/lib/*', '@/*'], message: 'backend/ imports contract/, never lib/ (and no @/ alias).' }, rawCatalogue] }],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/lib/*', '**/backend/*', '@/*'], message: 'contract/ imports neither lib/ nor backend/.' }, rawCatalogue] }],
    },
  },
  {
    files: ['platform/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/lib/*', '**/backend/*', '**/contract/*', '@/*'], message: 'platform/ is what both servers run on: it imports neither side nor the contract.' }, rawCatalogue] }],
    },
  },
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/components/*', '@/components/*', '**/app/*', '@/app/*'], message: 'lib/ serves components/ and app/, never imports them.' }, rawCatalogue] }],
    },
  },
  {
    // The one reader of the catalogue outside the i18n setup.
    files: ['contract/messages.ts'],
    rules: { 'no-restricted-imports': 'off' },
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
