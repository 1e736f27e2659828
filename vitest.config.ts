import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      // `server-only` throws outside React's server condition; unit tests run the server code directly.
      'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['backend/test/global-setup.ts'],
    // Vitest leaves a core free by default, which on the 2-core CI machine means one test file at a time; the API
    // tests spend much of their time waiting on the database and password hashing, so every core takes a file.
    maxWorkers: availableParallelism(),
    exclude: ['node_modules/**', 'e2e/**', '.next/**', 'backend/dist/**', '.data/**'],
    // Ceilings for a hung test, not speed targets: API tests start a real app and database, slow on a busy CI machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
