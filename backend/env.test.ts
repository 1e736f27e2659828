import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { envSchema, loadEnv } from './env';
import { StartupError } from './startup-error';

const scratch = mkdtempSync(path.join(tmpdir(), 'api-env-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const env = (values: Record<string, string | undefined>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...values });
const prod = { APP_ENV: 'PROD', JWT_SECRET: 'x'.repeat(32), CATALOGUE_READ_TOKEN: 'y'.repeat(32), SMTP_URL: 'smtp://mail.example.test:587', DATA_DIR: scratch };

describe('API environment', () => {
  it('requires SMTP_URL in PROD', () => {
    const result = envSchema.safeParse({ ...prod, SMTP_URL: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['SMTP_URL', 'obligatoire en PROD']]);
  });

  it('refuses the test clock and the test residences in PROD', () => {
    const result = envSchema.safeParse({ ...prod, TEST_CLOCK: '1', TEST_FIXTURES: '1' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['TEST_CLOCK', 'interdit en PROD'],
      ['TEST_FIXTURES', 'interdit en PROD'],
    ]);
  });

  it('opens the test residences with TEST_FIXTURES=1 only, apart from the test clock', () => {
    const base = { DATA_DIR: scratch, JWT_SECRET: prod.JWT_SECRET };
    expect(loadEnv(env(base)).config).toMatchObject({ testClock: false, testFixtures: false });
    expect(loadEnv(env({ ...base, TEST_CLOCK: '1' })).config).toMatchObject({ testClock: true, testFixtures: false });
    expect(loadEnv(env({ ...base, TEST_FIXTURES: '1' })).config).toMatchObject({ testClock: false, testFixtures: true });
  });

  it('reads the selling limits with the rest of the environment, once at start', () => {
    const { config } = loadEnv(env({ DATA_DIR: scratch, JWT_SECRET: prod.JWT_SECRET, OPTION_WORKING_DAYS: '3' }));
    expect(config.selling).toMatchObject({ optionWorkingDays: 3, maxExtensions: 1, withdrawalDays: 10 });
    expect(envSchema.safeParse({ OPTION_WORKING_DAYS: '31' }).error?.issues.map((i) => i.path.join('.'))).toEqual(['OPTION_WORKING_DAYS']);
  });

  it('seeds demo data and serves the API docs outside PROD only, unless told otherwise', () => {
    expect(loadEnv(env({ DATA_DIR: scratch, JWT_SECRET: prod.JWT_SECRET }))).toMatchObject({ seedDemo: true, config: { apiDocs: true } });
    expect(loadEnv(env(prod))).toMatchObject({ seedDemo: false, config: { apiDocs: false } });
    expect(loadEnv(env({ ...prod, SEED_DEMO: '1', API_DOCS: '1' }))).toMatchObject({ seedDemo: true, config: { apiDocs: true } });
  });

  it('names the data folder in one French line when the generated secret cannot be written', () => {
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, '');
    const load = () => loadEnv(env({ DATA_DIR: path.join(file, 'data') }));
    expect(load).toThrow(StartupError);
    expect(load).toThrow(/^Impossible d'écrire le secret JWT_SECRET généré dans DATA_DIR \(.*a-file.*\) : erreur ENOTDIR\.$/);
  });
});
