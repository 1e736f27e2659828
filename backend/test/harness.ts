import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { createClock } from '../clock';
import type { Deps } from '../deps';
import { createApiMetrics } from '../http/metrics';
import { startChangeFeed } from '../live/change-feed';
import { silentLogger } from '../logger';
import type { ApiConfig } from '../env';
import { argon2Hasher } from '../auth/passwords';
import { createMailer, type Mailer } from '../mail/mailer';
import { createMailOutbox } from '../mail/outbox';
import { localFileStorage } from '../storage/local-storage';
import { FIXTURE_PASSWORD, fixtureBuilder } from './fixtures';
import { sellingFixtures } from './selling-fixtures';
import { createTestDb } from './test-db';

export const testConfig: ApiConfig = {
  appEnv: 'TEST',
  jwtSecret: 'test-secret-test-secret-test-secret-0123',
  catalogueReadToken: 'test-catalogue-read-token-test-catalogue-read',
  mailFrom: 'Espace partenaire <no-reply@test.local>',
  appUrlTemplate: 'http://{brand}.localhost:3000',
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 36_000,
  sessionIdleSeconds: 1800,
  loginRateLimitAccount: 10,
  loginRateLimitIp: 100,
  trustedProxies: [],
  testClock: false,
  testFixtures: false,
};

export type TestAppOptions = {
  /** Wraps the real mail transport (e.g. to make it fail). */
  mailer?: (real: Mailer) => Mailer;
  /** Wraps the database the app uses (e.g. to count its transactions); fixtures write to the real one. */
  db?: (real: Db) => Db;
  /** Replaces pieces of the dependencies (e.g. a counting password hasher). */
  deps?: Partial<Deps>;
};

/** The real app on a fresh database, with mail written to a temporary folder through the real outbox. */
export async function createTestApp(overrides: Partial<ApiConfig> = {}, options: TestAppOptions = {}) {
  const { db, close, listen } = await createTestDb();
  const metrics = createApiMetrics();
  const live = await startChangeFeed({ db, listen, onLag: metrics.liveLag, warn: () => {} });
  metrics.watch({ db, openStreams: () => live.openWatches });
  const mailDir = await mkdtemp(path.join(tmpdir(), 'partner-mail-'));
  const config = { ...testConfig, ...overrides };
  const clock = createClock();
  const realMailer = createMailer({ from: config.mailFrom, mailDir });
  const outbox = createMailOutbox({ db, clock, logger: silentLogger, mailer: options.mailer?.(realMailer) ?? realMailer });
  const deps: Deps = {
    db: options.db?.(db) ?? db,
    clock,
    live,
    metrics,
    config,
    logger: silentLogger,
    outbox,
    passwords: argon2Hasher,
    storage: localFileStorage(path.join(mailDir, 'uploads')),
    ...options.deps,
  };
  const app = createApp(deps);
  const fixtures = fixtureBuilder(db);
  await fixtures.base();

  async function call(method: string, url: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.request(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    // Tests assert response fields one by one, so the parsed body is left loosely typed on purpose.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body: any = text ? JSON.parse(text) : null;
    return { status: res.status, body, headers: res.headers };
  }

  /** Logs in a fixture account and returns its access token. */
  async function tokenFor(email: string): Promise<string> {
    return (await call('POST', '/api/login', { body: { email, password: FIXTURE_PASSWORD } })).body.access_token;
  }

  /** The mails sent so far: what the outbox holds due is sent first, as the API's worker would. */
  async function mails() {
    await outbox.drain();
    const files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml')).sort();
    return Promise.all(files.map(async (file) => ({ file, raw: await readFile(path.join(mailDir, file), 'utf8') })));
  }

  return {
    app,
    deps,
    db,
    fixtures,
    call,
    tokenFor,
    mails,
    async close() {
      await outbox.stop();
      await live.stop();
      await close();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The app and its selling fixtures for a whole test file: built before the file's tests, closed after them.
 * The objects are handed out at once and filled in `beforeAll`, so a file can destructure them at the top.
 */
export function sellingTestApp(overrides: Partial<ApiConfig> = {}) {
  const t = {} as TestApp;
  const f = {} as ReturnType<typeof sellingFixtures>;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
    Object.assign(f, sellingFixtures(t));
  });
  afterAll(() => t.close());
  return { t, f };
}

/** Decodes a quoted-printable mail body and returns the first password link in it. */
export function linkFromMail(raw: string): URL {
  const decoded = Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  const match = /https?:\/\/[^\s"<>]+\/request-password\?[^\s"<>]+/.exec(decoded);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0].replace(/&amp;/g, '&'));
}
