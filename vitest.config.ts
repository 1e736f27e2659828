import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Each project names its own files: a project extending the root would add to the root's lists, not replace them.
const SHARED_EXCLUDES = ['node_modules/**', 'e2e/**', '.next/**', 'backend/dist/**', '.data/**'];
const OWN_PROCESS = ['backend/db/client.test.ts'];

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
    globalSetup: ['backend/test/global-setup.ts'],
    // Vitest leaves a core free by default, which on the 2-core CI machine means one test file at a time; the API
    // tests spend much of their time waiting on the database and password hashing, so every core takes a file.
    maxWorkers: availableParallelism(),
    // Ceilings for a hung test, not speed targets: API tests start a real app and database, slow on a busy CI machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    projects: [
      // The partner API's tests share their workers' modules: each file builds its own app on its own database, and
      // importing the API anew for each of them took a third of the run. None of them mocks a module or a global.
      { extends: true, test: { name: 'api', include: ['backend/**/*.test.ts'], exclude: [...SHARED_EXCLUDES, ...OWN_PROCESS], isolate: false } },
      // The app's tests, some of which mock modules and globals.
      { extends: true, test: { name: 'app', include: ['**/*.test.ts'], exclude: [...SHARED_EXCLUDES, 'backend/**'] } },
      // The API's tests that change what the whole process sees (its environment, its database pool).
      { extends: true, test: { name: 'api-own-process', include: OWN_PROCESS } },
    ],
  },
});
