import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { createClock } from '../clock';
import { silentLogger, type Deps } from '../deps';
import type { ApiConfig } from '../env';
import { createMailer } from '../mail/mailer';
import { localFileStorage } from '../storage/local-storage';
import { FIXTURE_PASSWORD, fixtureBuilder } from './fixtures';
import { createTestDb } from './test-db';

export const testConfig: ApiConfig = {
  appEnv: 'TEST',
  jwtSecret: 'test-secret-test-secret-test-secret-0123',
  mailFrom: 'Espace partenaire <no-reply@test.local>',
  appUrlTemplate: 'http://{brand}.localhost:3000',
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 36_000,
  sessionIdleSeconds: 1800,
  loginRateLimitAccount: 10,
  loginRateLimitIp: 100,
  trustedProxies: [],
  testClock: false,
};

/** The real app on a fresh database, with mail written to a temporary folder. */
export async function createTestApp(overrides: Partial<ApiConfig> = {}) {
  const { db, close } = await createTestDb();
  const mailDir = await mkdtemp(path.join(tmpdir(), 'partner-mail-'));
  const config = { ...testConfig, ...overrides };
  const deps: Deps = {
    db,
    clock: createClock(),
    config,
    logger: silentLogger,
    mailer: createMailer({ from: config.mailFrom, mailDir }),
    storage: localFileStorage(path.join(mailDir, 'uploads')),
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

  async function mails() {
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
      await close();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
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
