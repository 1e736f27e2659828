import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './lib/pdf/chromium-args';

// The suite starts its own app + partner API on production builds with a freshly seeded embedded database.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4110);
// Chromium's headless shell (Debian's chromium-headless-shell): the full browser in headless mode also runs its
// window chrome, a renderer of its own per context, which cost the 2-core CI machine about a third of its CPU.
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://is.localhost:${E2E_PORT}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace costs every journey CPU on the 2-core CI machine: there, only the retry of a failure records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: 'phone.spec.ts' },
    // The adviser's journeys on a phone (390 × 844 CSS px, touch): login, drawer, lists, a conversation, a document photo.
    {
      name: 'phone',
      testMatch: 'phone.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs --fresh-data',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      API_PORT: String(E2E_API_PORT),
      DATA_DIR: '.data/e2e',
      APP_ENV: 'RECETTE',
      TEST_CLOCK: '1',
      TEST_FIXTURES: '1',
      // One brand keeps the SPEC's 1024 px layout on phones, for the journey that checks it.
      BRANDS_JSON: JSON.stringify({ icm: { smallScreens: 'desktop' } }),
      // One JSON line per request would bury the test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
    },
  },
});
