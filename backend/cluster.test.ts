import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run cluster` for real: two API and two app processes on a fresh PostgreSQL database behind HAProxy.
const adminUrl = process.env.TEST_DATABASE_URL;
const haproxy = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const haproxyInstalled = (() => {
  try {
    accessSync(haproxy, constants.X_OK);
    return true;
  } catch {
    return false;
  }
})();
const skipReason = !adminUrl
  ? 'TEST_DATABASE_URL absent : le cluster a besoin de PostgreSQL'
  : !haproxyInstalled
    ? `HAProxy absent (${haproxy}) : apt-get install haproxy`
    : null;

const APP = 3270;
const API = 3271;
const API_INSTANCES = [4261, 4262];
const PASSWORD = 'Demo-Partenaire-2026!';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let cluster: ChildProcess | undefined;
let exited: string | undefined;
/** The end of the cluster's log (its processes and HAProxy), shown when it stops early. */
let logTail = '';
/** What the cluster printed since it started: its addresses, and the steps of a rolling restart. */
let printed = '';
let databaseName = '';
let dataDir = '';

async function admin<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(adminUrl!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function waitForCluster(deadline: number) {
  while (Date.now() < deadline) {
    if (exited) throw new Error(`le cluster s'est arrêté (${exited}) :\n${logTail}`);
    const answers = await Promise.all(
      [APP, API].map((port) => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)),
    );
    if (answers.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`le cluster ne répond pas :\n${logTail}`);
}

async function api(method: string, url: string, options: { token?: string; body?: unknown; port?: number } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`http://127.0.0.1:${options.port ?? API}/api${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  const body: any = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: res.status, body, instance: res.headers.get('x-instance') };
}

const tokenOf = async (email: string, port?: number) =>
  (await api('POST', '/login', { body: { email, password: PASSWORD }, port })).body.access_token as string;

/** Starts `npm run cluster` in a process group of its own, so that a test can SIGKILL every process at once. */
function startCluster() {
  const url = new URL(adminUrl!);
  url.pathname = `/${databaseName}`;
  exited = undefined;
  cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: String(APP),
      API_PORT: String(API),
      CLUSTER_APP_PORTS: '3261,3262',
      CLUSTER_API_PORTS: API_INSTANCES.join(','),
      HAPROXY: haproxy,
      LOG_LEVEL: 'warn',
    },
  });
  cluster.stderr!.on('data', (chunk: Buffer) => (logTail = (logTail + chunk.toString()).slice(-4_000)));
  printed = '';
  cluster.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  cluster.on('exit', (code, signal) => (exited = `code ${code ?? signal}`));
  return waitForCluster(Date.now() + 150_000);
}

beforeAll(async () => {
  if (skipReason) return;
  databaseName = `partner_cluster_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database "${databaseName}"`));
  dataDir = mkdtempSync(path.join(tmpdir(), 'partner-cluster-'));
  await startCluster();
}, 180_000);

afterAll(async () => {
  if (cluster && !exited) {
    const stopped = new Promise((resolve) => cluster!.once('exit', resolve));
    cluster.kill('SIGTERM');
    await stopped;
  }
  if (databaseName) await admin((client) => client.query(`drop database if exists "${databaseName}" with (force)`));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe.skipIf(skipReason)(`npm run cluster${skipReason ? ` (ignoré : ${skipReason})` : ''}`, () => {
  it('spreads one session over both API instances, each accepting the token', async () => {
    const token = await tokenOf('conseiller@lci.demo');
    const answers = await Promise.all(Array.from({ length: 8 }, () => api('GET', '/user-infos', { token })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['api-1', 'api-2']));
  });

  it('serves the app through its balancer, the app reaching the API through the other one', async () => {
    // HAProxy puts an instance back in rotation after two passed checks (2 s apart): the balancer may need them.
    const health = () => fetch(`http://127.0.0.1:${APP}/api/health`).then(async (res) => ({ status: res.status, body: await res.json().catch(() => null) }));
    await expect.poll(health, { timeout: 20_000, interval: 500 }).toEqual({ status: 200, body: { status: 'ok', partnerApi: 'ok' } });
  });

  it('counts failed logins of one account across instances: the 11th gets 429', async () => {
    const attempts = [];
    for (let i = 0; i < 10; i++) {
      attempts.push(await api('POST', '/login', { body: { email: 'conseiller@icm.demo', password: 'Mauvais-Mot2passe!' } }));
    }
    expect(attempts.map((a) => a.status)).toEqual(Array(10).fill(401));
    expect(new Set(attempts.map((a) => a.instance))).toEqual(new Set(['api-1', 'api-2']));
    const blocked = await api('POST', '/login', { body: { email: 'conseiller@icm.demo', password: PASSWORD } });
    expect(blocked.status).toBe(429);
  });

  it('downloads through one instance a file uploaded through the other', async () => {
    const token = await tokenOf('conseiller@lrp.demo', API_INSTANCES[0]);
    const upload = await api('POST', '/kyc-cgp/upload', {
      token,
      port: API_INSTANCES[0],
      body: { documents: [{ document_type: 'kbis', document_content: PDF.toString('base64') }] },
    });
    expect(upload.status).toBe(200);
    expect(upload.instance).toBe('api-1');
    const res = await fetch(`http://127.0.0.1:${API_INSTANCES[1]}/api/${upload.body.data.kbis.url}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-instance')).toBe('api-2');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
  });

  it('gives one 201 to 50 concurrent options on one lot from several advisers through the balancer', async () => {
    const emails = ['conseiller@lrp.demo', 'conseiller@lci.demo', 'conseiller@is.demo', 'directeur@lrp.demo'];
    const { lotId, clients } = await admin(async (client) => {
      const lot = await client.query<{ id: number }>(
        `select l.id from lots l join residences r on r.id = l.residence_id
         where l.status = 'available' and r.brands is null order by l.id limit 1`,
      );
      const owned = await client.query<{ email: string; id: number }>(
        `insert into clients (adviser_id, prenom, nom)
         select id, 'Client', 'Course' from users where email = any($1) returning (select email from users u where u.id = adviser_id), id`,
        [emails],
      );
      return { lotId: lot.rows[0].id, clients: owned.rows };
    }, databaseName);
    const advisers = await Promise.all(clients.map(async ({ email, id }) => ({ token: await tokenOf(email), clientId: id })));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const adviser = advisers[i % advisers.length];
        return api('POST', '/options', { token: adviser.token, body: { lot_id: lotId, client_id: adviser.clientId } });
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(new Set(results.map((r) => r.instance))).toEqual(new Set(['api-1', 'api-2']));
  });
  it('restarts every instance in turn (npm run cluster:restart) while advisers read and write, with no error and no write lost', async () => {
    const token = await tokenOf('conseiller@lci.demo');
    const failures: string[] = [];
    const written: string[] = [];
    let restarting = true;
    const attempt = async (what: string, request: () => Promise<number>, expected: number) => {
      const status = await request().catch((error: Error) => `${error.message} (${(error.cause as { code?: string })?.code})`);
      if (status !== expected) failures.push(`${what} → ${status}`);
      return status === expected;
    };
    const lane = async (laneIndex: number) => {
      for (let i = 0; restarting; i++) {
        const marker = `relance-${laneIndex}-${i}`;
        await attempt('GET user-infos', async () => (await api('GET', '/user-infos', { token })).status, 200);
        await attempt('GET /request-password (application)', () => fetch(`http://127.0.0.1:${APP}/request-password`).then((res) => res.status), 200);
        if (await attempt(`POST fil ${marker}`, async () => (await api('POST', '/messages/threads', { token, body: { subject: marker, body: marker } })).status, 201)) {
          written.push(marker);
        }
      }
    };
    const lanes = Promise.all(Array.from({ length: 4 }, (_, index) => lane(index)));
    cluster!.kill('SIGHUP');
    await expect.poll(() => printed.includes('Redémarrage progressif terminé.'), { timeout: 150_000, interval: 500 }).toBe(true);
    restarting = false;
    await lanes;
    // Counted by request and answer, so a failure reads as « POST fil → 502 × 3 » rather than a list of markers.
    const failuresByKind: Record<string, number> = {};
    for (const failure of failures) {
      const kind = failure.replace(/relance-\d+-\d+/, 'relance');
      failuresByKind[kind] = (failuresByKind[kind] ?? 0) + 1;
    }
    expect(failuresByKind).toEqual({});
    expect(printed.match(/redémarrée\./g)).toHaveLength(4);
    const stored = await admin((client) => client.query<{ subject: string }>(`select subject from threads where subject like 'relance-%'`), databaseName);
    expect(new Set(stored.rows.map((row) => row.subject))).toEqual(new Set(written));
    expect(written.length).toBeGreaterThan(20);
  }, 180_000);

  // Last: it ends the cluster with SIGKILL and starts it again on the same database.
  it('keeps every acknowledged write when every process is killed with SIGKILL in the middle of a burst', async () => {
    const token = await tokenOf('conseiller@is.demo');
    const acknowledged: string[] = [];
    const refused: string[] = [];
    let killed = false;
    const killAfter = 60;
    const lane = async (laneIndex: number) => {
      for (let i = 0; !killed && refused.length === 0; i++) {
        const marker = `rafale-${laneIndex}-${i}`;
        try {
          const res = await api('POST', '/messages/threads', { token, body: { subject: marker, body: marker } });
          if (res.status === 201) acknowledged.push(marker);
          else if (!killed) refused.push(`${marker} → ${res.status}`);
        } catch {
          // the connection died with the processes: this write was never acknowledged
        }
        if (!killed && acknowledged.length >= killAfter) {
          killed = true;
          process.kill(-cluster!.pid!, 'SIGKILL');
        }
      }
    };
    const ended = new Promise((resolve) => cluster!.once('exit', resolve));
    await Promise.all(Array.from({ length: 8 }, (_, index) => lane(index)));
    await ended;
    expect(refused).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);

    await startCluster();
    const stored = await admin(
      (client) => client.query<{ subject: string }>(`select subject from threads where subject like 'rafale-%'`),
      databaseName,
    );
    const storedSubjects = new Set(stored.rows.map((row) => row.subject));
    expect(acknowledged.filter((marker) => !storedSubjects.has(marker))).toEqual([]);
    // And through the balancer, once it is back, like an adviser would see them.
    const listed = await api('GET', '/messages/threads', { token: await tokenOf('conseiller@is.demo') });
    expect(listed.status).toBe(200);
    expect(listed.body.data.total).toBeGreaterThanOrEqual(acknowledged.length);
  }, 240_000);
});
