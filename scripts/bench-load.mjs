// `npm run bench:load`: many advisers at once on the cluster, through the partner API's balancer. Each simulated
// adviser logs in with an account of their own, then loops over what the app asks of the API while the adviser
// works (home, programme list, residence and its lot grid, a lot's panel, an option placed then released,
// messages, now and then a new login), with a think time between steps. Reports errors, 5xx, p50/p95/p99 per
// kind of request and the memory of every process before and after; writes the "Load" section of BENCHMARKS.md.
// `npm run bench:rolling` (--rolling): the same advisers while the cluster restarts every instance in turn (SIGHUP),
// then while one API instance is killed with SIGKILL (the cluster starts it again); errors per phase, each failed
// request of the kill named, and every acknowledged write looked up in the database afterwards; writes the
// "Rolling restart" section. It starts its own cluster (BENCH_LOAD_API_URL is refused).
//   DATABASE_URL (required): the cluster's database; 200 bench advisers (bench-NNN@is.demo) and a client each are
//     added to it, and the run leaves its messages there: use a throwaway database.
//   BENCH_LOAD_ADVISERS (200), BENCH_LOAD_SECONDS (60)
//   BENCH_LOAD_API_URL: the API balancer of a running `npm run cluster` (loopback only); unset → this script starts
//     one on PORT/API_PORT/CLUSTER_APP_PORTS/CLUSTER_API_PORTS (3500/4500/3501,3502/4501,4502) and stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const positive = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} invalide : entier positif attendu, reçu « ${process.env[name]} ».`);
    process.exit(1);
  }
  return value;
};
const ADVISERS = positive('BENCH_LOAD_ADVISERS', 200);
const SECONDS = positive('BENCH_LOAD_SECONDS', 60);
const PASSWORD = 'Demo-Partenaire-2026!';
const TEMPLATE_ACCOUNT = 'conseiller@is.demo';
const LOGIN_CONCURRENCY = 10;
/** Time an adviser spends reading a screen before the next step. */
const THINK_MS = { min: 5_000, max: 15_000 };
const ROLLING = process.argv.includes('--rolling');
const [MARKER_START, MARKER_END] = ROLLING
  ? ['<!-- bench:rolling:start -->', '<!-- bench:rolling:end -->']
  : ['<!-- bench:load:start -->', '<!-- bench:load:end -->'];
/** How long the load runs before, between and after the rolling restart and the kill. */
const SETTLE_MS = 10_000;

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL manquant : bench:load crée ses conseillers dans la base du cluster (une base jetable).');
  process.exit(1);
}

// The whole run is bounded: setup (cluster start, logins) plus the measure plus a margin, then everything stops.
const hardStop = setTimeout(() => {
  console.error('bench:load : durée maximale dépassée, arrêt.');
  stopCluster().finally(() => process.exit(1));
}, (ROLLING ? 900 : SECONDS + 420) * 1000);
hardStop.unref();

let cluster;
let clusterDataDir;
const appOrigin = `http://127.0.0.1:${process.env.PORT ?? '3500'}`;
/** The end of what the cluster printed: the rolling restart announces its end there. */
let clusterOutput = '';

async function startCluster() {
  const apiPort = process.env.API_PORT ?? '4500';
  clusterDataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  cluster = spawn(process.execPath, ['scripts/cluster.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '3500',
      API_PORT: apiPort,
      CLUSTER_APP_PORTS: process.env.CLUSTER_APP_PORTS ?? '3501,3502',
      CLUSTER_API_PORTS: process.env.CLUSTER_API_PORTS ?? '4501,4502',
      DATA_DIR: clusterDataDir,
      LOG_LEVEL: 'warn',
    },
  });
  cluster.stdout.on('data', (chunk) => {
    clusterOutput += chunk.toString();
    clusterOutput = clusterOutput.slice(-20_000);
  });
  cluster.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`bench:load : le cluster s'est arrêté (${code ?? signal}).`);
      process.exit(1);
    }
  });
  const url = `http://127.0.0.1:${apiPort}/api`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${process.env.PORT ?? '3500'}/api/health`).then((res) => res.ok, () => false);
    if (ready) return url;
    await sleep(1_000);
  }
  throw new Error('le cluster ne répond pas après 5 minutes');
}

let stopping = false;
async function stopCluster() {
  stopping = true;
  if (cluster && cluster.exitCode === null && cluster.signalCode === null) {
    const exited = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  if (clusterDataDir) rmSync(clusterDataDir, { recursive: true, force: true });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** Bench advisers copied from the demo adviser (same password hash, activated), each with one client. */
async function seedAdvisers(client) {
  const columns = (
    await client.query(
      `select column_name from information_schema.columns
       where table_schema = current_schema() and table_name = 'users' and column_name not in ('id', 'email')`,
    )
  ).rows.map((row) => `"${row.column_name}"`);
  await client.query(
    `insert into users (email, ${columns.join(', ')})
     select 'bench-' || lpad(n::text, 3, '0') || '@is.demo', ${columns.map((c) => `u.${c}`).join(', ')}
     from users u, generate_series(1, $1::int) n where u.email = $2
     on conflict do nothing`,
    [ADVISERS, TEMPLATE_ACCOUNT],
  );
  await client.query(
    `insert into clients (adviser_id, prenom, nom)
     select u.id, 'Client', 'Charge' from users u
     where u.email like 'bench-%@is.demo' and not exists (select 1 from clients c where c.adviser_id = u.id)`,
  );
  const advisers = (
    await client.query(
      `select u.email, min(c.id) as client_id from users u join clients c on c.adviser_id = u.id
       where u.email like 'bench-%@is.demo' group by u.email order by u.email limit $1`,
      [ADVISERS],
    )
  ).rows;
  const lots = (
    await client.query(
      `select l.id, l.residence_id from lots l join residences r on r.id = l.residence_id
       where l.status = 'available' and r.brands is null order by l.id`,
    )
  ).rows;
  if (advisers.length < ADVISERS || lots.length === 0) throw new Error(`données de démonstration absentes (${advisers.length} conseillers, ${lots.length} lots)`);
  return { advisers, lots };
}

/** Every request, timed and classified: kind, status (0 for a transport failure), milliseconds. */
const samples = [];
/** The writes the API acknowledged (201), looked up in the database after a rolling run. */
const acknowledged = { threads: [], options: [] };

/** The phase of the run a request starts in (rolling mode: before, restart, kill). */
let phase = 'charge';
/** Requests under way, so that the ones in flight when an instance is killed can be named. */
const inFlight = new Set();
let requestCount = 0;

/**
 * One request as the app's partner client sends it (lib/partner/client.ts): a read, or a write with an
 * Idempotency-Key, is sent once more when the connection failed; any other write is sent once.
 */
async function call(api, kind, method, url, { token, body, headers = {} } = {}) {
  const request = { id: ++requestCount, kind, method, url, phase, started: performance.now() };
  inFlight.add(request);
  const retried = method === 'GET' || Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
  let status = 0;
  let json;
  let failure;
  for (let attempt = 0; attempt < (retried ? 2 : 1) && status === 0; attempt++) {
    try {
      const res = await fetch(`${api}${url}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.status;
      failure = undefined;
      const text = await res.text();
      json = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    } catch (error) {
      failure = error.cause?.code ?? error.name;
    }
  }
  inFlight.delete(request);
  samples.push({ ...request, status, ms: performance.now() - request.started, failure });
  return { status, json };
}

const login = async (api, email) => (await call(api, 'connexion', 'POST', '/login', { body: { email, password: PASSWORD } })).json?.access_token;

/** What one adviser asks while working; each step is one screen or one action of the app. */
function steps(api, adviser, lots) {
  const residenceIds = [...new Set(lots.map((lot) => lot.residence_id))];
  const shell = () => Promise.all([call(api, 'profil et menu', 'GET', '/user-infos', adviser), call(api, 'profil et menu', 'GET', '/menu', adviser)]);
  return [
    [3, async () => Promise.all([shell(), call(api, 'accueil', 'GET', '/accueil', adviser)])],
    [3, async () => Promise.all([shell(), call(api, 'liste des programmes', 'GET', '/residences?page=1', adviser)])],
    [3, async () => {
      const id = pick(residenceIds);
      await Promise.all([shell(), call(api, 'résidence', 'GET', `/residence/${id}`, adviser), call(api, 'résidence', 'GET', `/residence/${id}/grille-lots`, adviser)]);
    }],
    [3, async () => call(api, 'panneau du lot', 'GET', `/lot/${pick(lots).id}`, adviser)],
    [2, async () => {
      const placed = await call(api, 'option posée', 'POST', '/options', {
        ...adviser,
        body: { lot_id: pick(lots).id, client_id: adviser.clientId },
        headers: { 'idempotency-key': crypto.randomUUID() },
      });
      if (placed.status !== 201) return;
      acknowledged.options.push(placed.json.data.id);
      await call(api, 'option libérée', 'DELETE', `/options/${placed.json.data.id}`, adviser);
    }],
    [2, async () => call(api, 'messages', 'GET', '/messages/threads', adviser)],
    [1, async () => {
      const subject = `Question ${crypto.randomUUID()}`;
      const sent = await call(api, 'message envoyé', 'POST', '/messages/threads', { ...adviser, body: { subject, body: 'Disponibilité du lot ?' } });
      if (sent.status === 201) acknowledged.threads.push(subject);
    }],
    // The app itself, through its own balancer: a rolling restart replaces its instances too.
    ...(ROLLING ? [[2, async () => call(appOrigin, 'mot de passe oublié (application)', 'GET', '/request-password')]] : []),
    // Now and then a new session (another tab, an expired one): rarer than screens, and argon2 is costly by design.
    [1, async () => {
      if (Math.random() < 0.25) adviser.token = (await login(api, adviser.email)) ?? adviser.token;
    }],
  ];
}

function weightedPicker(weighted) {
  const bag = weighted.flatMap(([weight, step]) => Array(weight).fill(step));
  return () => pick(bag);
}

async function simulate(api, adviser, lots, running) {
  const next = weightedPicker(steps(api, adviser, lots));
  // Advisers do not all start on the same millisecond, and think between screens.
  await sleep(Math.random() * THINK_MS.max);
  while (running()) {
    await next()();
    await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
  }
}

/** RSS in MB of the cluster's processes (this script's children and theirs), read from /proc. */
function clusterMemory() {
  if (!cluster || process.platform !== 'linux') return [];
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const within = (pid) => pid === cluster.pid || (parentOf.has(pid) && pid !== 1 && within(parentOf.get(pid)));
  return [...parentOf.keys()]
    .filter(within)
    .map((pid) => {
      try {
        const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
        return { pid, label: describeProcess(cmdline, pid), rss };
      } catch {
        return null;
      }
    })
    .filter(Boolean)
    .sort((a, b) => a.label.localeCompare(b.label));
}

function describeProcess(cmdline, pid) {
  const text = cmdline.join(' ');
  if (pid === cluster.pid) return 'superviseur (scripts/cluster.mjs)';
  if (/haproxy/.test(cmdline[0])) return 'HAProxy';
  if (text.includes('backend/dist/server.mjs')) return 'API partenaire';
  if (text.includes('next')) return `application (${/-p (\d+)/.exec(text)?.[1] ?? 'next'})`;
  return path.basename(cmdline[0] ?? String(pid));
}

const percentile = (sorted, p) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
const round = (value) => Math.round(value * 10) / 10;

/** Option placements refused because another adviser holds the lot (409) or the adviser's cap (422) are answers. */
const isExpectedRefusal = (sample) => sample.kind === 'option posée' && (sample.status === 409 || sample.status === 422);

function summarize(measured) {
  const byKind = new Map();
  for (const sample of measured) byKind.set(sample.kind, [...(byKind.get(sample.kind) ?? []), sample]);
  const row = (label, list) => {
    const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
    return {
      label,
      requests: list.length,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      transport: list.filter((s) => s.status === 0).length,
      server: list.filter((s) => s.status >= 500).length,
      refused: list.filter(isExpectedRefusal).length,
      unexpected: list.filter((s) => s.status >= 400 && s.status < 500 && !isExpectedRefusal(s)).length,
    };
  };
  const failures = {};
  for (const sample of measured) if (sample.failure) failures[sample.failure] = (failures[sample.failure] ?? 0) + 1;
  return { total: row('Toutes', measured), kinds: [...byKind.entries()].map(([kind, list]) => row(kind, list)), failures };
}

const failureCounts = (failures) =>
  Object.entries(failures)
    .map(([code, count]) => `${code} × ${count}`)
    .join(', ');

function writeSection(report) {
  const file = 'BENCHMARKS.md';
  const current = readFileSync(file, 'utf8');
  const section = [MARKER_START, report, MARKER_END].join('\n');
  const start = current.indexOf(MARKER_START);
  const end = current.indexOf(MARKER_END);
  const next = start >= 0 && end > start
    ? current.slice(0, start) + section + current.slice(end + MARKER_END.length)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

function markdown({ summary, seconds, memoryBefore, memoryAfter, target, loadBefore }) {
  const { total, kinds } = summary;
  const table = (rows) => [
    '| Requêtes | Nombre | p50 (ms) | p95 (ms) | p99 (ms) | Erreurs réseau | 5xx | Refus attendus (409/422) | Autres 4xx |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.label} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.transport} | ${r.server} | ${r.refused} | ${r.unexpected} |`),
  ];
  const memoryRows = memoryBefore.map((before) => {
    const after = memoryAfter.find((p) => p.pid === before.pid);
    return `| ${before.label} | ${before.pid} | ${round(before.rss)} | ${after ? round(after.rss) : 'arrêté'} |`;
  });
  return [
    '## Load',
    '',
    `Written by \`npm run bench:load\` (\`scripts/bench-load.mjs\`): ${ADVISERS} simulated advisers, each with an account of their`,
    `own, for ${SECONDS} s against ${target},`,
    `${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s of think time between steps (home, programme list, residence and lot grid, lot panel,`,
    'option placed then released, messages read and sent, now and then a new login). Option placements refused',
    'because another adviser holds the lot are business answers, counted apart.',
    '',
    `Last run: ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}) · ${os.platform()} ${os.release()}`,
    `Machine load average (1 min) before / after: ${loadBefore.toFixed(1)} / ${os.loadavg()[0].toFixed(1)}, other work included.`,
    '',
    `${total.requests} requests in ${round(seconds)} s (${round(total.requests / seconds)} req/s): ${total.transport} errors, ${total.server} × 5xx, ${total.unexpected} unexpected 4xx.`,
    '',
    ...table([total, ...kinds]),
    '',
    ...(total.transport > 0 ? [`Network errors: ${failureCounts(summary.failures)}.`, ''] : []),
    ...(memoryBefore.length > 0
      ? ['| Processus | PID | RSS avant (Mo) | RSS après (Mo) |', '|---|---|---|---|', ...memoryRows]
      : ['Memory not measured: the cluster was started elsewhere (BENCH_LOAD_API_URL).']),
  ].join('\n');
}

async function main() {
  let api = process.env.BENCH_LOAD_API_URL?.replace(/\/$/, '');
  if (ROLLING && api) throw new Error('bench:rolling démarre son propre cluster : BENCH_LOAD_API_URL ne s’applique pas');
  if (api && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(api).hostname)) {
    throw new Error(`BENCH_LOAD_API_URL doit viser la boucle locale, reçu ${api}`);
  }
  api ??= await startCluster();
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const { advisers: accounts, lots } = await seedAdvisers(db).finally(() => db.end());

  // Logins ahead of the measure, a few at a time (argon2 is meant to be slow).
  const advisers = [];
  for (let i = 0; i < accounts.length; i += LOGIN_CONCURRENCY) {
    const batch = accounts.slice(i, i + LOGIN_CONCURRENCY);
    advisers.push(...(await Promise.all(batch.map(async (a) => ({ email: a.email, clientId: a.client_id, token: await login(api, a.email) })))));
  }
  const missing = advisers.filter((a) => !a.token).length;
  if (missing > 0) throw new Error(`${missing} conseillers n'ont pas pu se connecter`);
  samples.length = 0;

  if (ROLLING) return rollingRun(api, advisers, lots);
  const memoryBefore = clusterMemory();
  const loadBefore = os.loadavg()[0];
  const started = Date.now();
  await Promise.all(advisers.map((adviser) => simulate(api, adviser, lots, () => Date.now() < started + SECONDS * 1000)));
  const seconds = (Date.now() - started) / 1000;
  const memoryAfter = clusterMemory();

  const summary = summarize(samples);
  const report = markdown({ summary, seconds, memoryBefore, memoryAfter, loadBefore, target: process.env.BENCH_LOAD_API_URL ? api : 'the API balancer of `npm run cluster` (2 API + 2 app instances, HAProxy, PostgreSQL)' });
  writeSection(report);
  console.log(report);
  const failed = summary.total.transport + summary.total.server + summary.total.unexpected;
  return failed === 0 ? 0 : 1;
}

/** The cluster's API instances as processes: pid and port, read from /proc. */
function apiInstances() {
  return clusterMemory()
    .filter((p) => p.label === 'API partenaire')
    .map(({ pid }) => ({ pid, port: /(?:^|\0)API_PORT=(\d+)/.exec(readFileSync(`/proc/${pid}/environ`, 'utf8'))?.[1] }));
}

async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} : pas après ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/** Load before, during and after a rolling restart, then through the kill of one API instance. */
async function rollingRun(api, advisers, lots) {
  const loadBefore = os.loadavg()[0];
  let running = true;
  const started = Date.now();
  const load = Promise.all(advisers.map((adviser) => simulate(api, adviser, lots, () => running)));
  const marks = {};
  try {
    await sleep(SETTLE_MS);
    phase = 'redémarrage progressif';
    marks.restart = Date.now();
    clusterOutput = '';
    cluster.kill('SIGHUP');
    await waitFor(() => clusterOutput.includes('Redémarrage progressif terminé.'), 'fin du redémarrage progressif', 300_000);
    marks.restartEnd = Date.now();
    phase = 'après le redémarrage';
    await sleep(SETTLE_MS);

    const [victim] = apiInstances();
    phase = 'kill -9 d’une API';
    marks.kill = Date.now();
    marks.killedInFlight = new Set([...inFlight].map((request) => request.id));
    process.kill(victim.pid, 'SIGKILL');
    await waitFor(
      () => apiInstances().some((p) => p.port === victim.port && p.pid !== victim.pid) &&
        fetch(`http://127.0.0.1:${victim.port}/api/ready`).then((res) => res.ok, () => false),
      'relance de l’instance tuée',
      120_000,
    );
    marks.back = Date.now();
    phase = 'après la relance';
    await sleep(SETTLE_MS);
  } finally {
    running = false;
    await load;
  }
  const seconds = (Date.now() - started) / 1000;
  const missing = await missingWrites();
  const report = rollingMarkdown({ seconds, marks, missing, loadBefore });
  writeSection(report);
  console.log(report);
  const failedOf = (name) => samples.filter((s) => s.phase === name && isFailure(s));
  const unexplained = failedOf('kill -9 d’une API').filter((s) => !marks.killedInFlight.has(s.id));
  const restartFailures = ['charge', 'redémarrage progressif', 'après le redémarrage', 'après la relance'].flatMap(failedOf);
  return restartFailures.length === 0 && unexplained.length === 0 && missing.length === 0 ? 0 : 1;
}

const isFailure = (sample) => sample.status === 0 || sample.status >= 500 || (sample.status >= 400 && !isExpectedRefusal(sample));

/** Acknowledged writes the database does not hold (the goal: none). */
async function missingWrites() {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const threads = new Set((await db.query('select subject from threads where subject = any($1)', [acknowledged.threads])).rows.map((r) => r.subject));
    const options = new Set((await db.query('select id from options where id = any($1)', [acknowledged.options])).rows.map((r) => r.id));
    return [
      ...acknowledged.threads.filter((subject) => !threads.has(subject)).map((subject) => `fil « ${subject} »`),
      ...acknowledged.options.filter((id) => !options.has(id)).map((id) => `option ${id}`),
    ];
  } finally {
    await db.end();
  }
}

const inFlightCount = (count) => (count === 1 ? '1 request was' : `${count} requests were`);

function rollingMarkdown({ seconds, marks, missing, loadBefore }) {
  const phases = ['charge', 'redémarrage progressif', 'après le redémarrage', 'kill -9 d’une API', 'après la relance'];
  const rows = phases.map((name) => {
    const list = samples.filter((s) => s.phase === name);
    const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
    return `| ${name} | ${list.length} | ${round(percentile(sorted, 95))} | ${list.filter((s) => s.status === 0).length} | ${list.filter((s) => s.status >= 500).length} | ${list.filter((s) => s.status >= 400 && s.status < 500 && !isExpectedRefusal(s)).length} |`;
  });
  const kinds = [...new Set(samples.map((s) => s.kind))].map((kind) => {
    const during = samples.filter((s) => s.kind === kind && (s.phase === 'redémarrage progressif' || s.phase === 'kill -9 d’une API'));
    const sorted = during.map((s) => s.ms).sort((a, b) => a - b);
    return `| ${kind} | ${during.length} | ${round(percentile(sorted, 95))} | ${during.filter(isFailure).length} |`;
  });
  const killFailures = samples.filter((s) => s.phase === 'kill -9 d’une API' && isFailure(s));
  const inFlightAtKill = (s) => marks.killedInFlight.has(s.id);
  return [
    '## Rolling restart and a killed instance',
    '',
    `Written by \`npm run bench:rolling\` (\`scripts/bench-load.mjs --rolling\`): ${ADVISERS} simulated advisers working as in the`,
    'load run above, through the balancers of `npm run cluster` (2 API + 2 app instances, HAProxy, PostgreSQL), plus the',
    "app's « Mot de passe oublié » page through its own balancer. After 10 s the cluster restarts every instance in turn (SIGHUP:",
    '`npm run cluster:restart`); 10 s after that one API instance is killed with SIGKILL and the cluster starts it again.',
    "Requests are sent as the app's partner client sends them: a read, or a write with an Idempotency-Key, once more",
    'after a failed connection. Every acknowledged write is then looked up in the database.',
    '',
    `Last run: ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU · load average (1 min) before / after: ${loadBefore.toFixed(1)} / ${os.loadavg()[0].toFixed(1)}`,
    `Rolling restart: ${round((marks.restartEnd - marks.restart) / 1000)} s for 4 instances; killed instance back in ${round((marks.back - marks.kill) / 1000)} s; ${round(seconds)} s in all.`,
    '',
    '| Phase | Requests | p95 (ms) | Network errors | 5xx | Unexpected 4xx |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    '| Request (restart and kill phases) | Number | p95 (ms) | Failed |',
    '|---|---|---|---|',
    ...kinds,
    '',
    killFailures.length === 0
      ? `The kill failed no request (${inFlightCount(marks.killedInFlight.size)} in flight at that moment, any instance).`
      : `Failed during the kill (${killFailures.length}; ${inFlightCount(marks.killedInFlight.size)} in flight at that moment, any instance): ${killFailures
          .map((s) => `${s.method} ${s.url} (${s.kind}, ${s.status === 0 ? s.failure : s.status}${inFlightAtKill(s) ? ', en cours au kill' : ', NON en cours au kill'})`)
          .join('; ')}.`,
    '',
    `Acknowledged writes: ${acknowledged.threads.length} messages and ${acknowledged.options.length} options; missing from the database: ${missing.length === 0 ? 'none' : missing.join(', ')}.`,
  ].join('\n');
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`bench:load : ${error.message}`);
} finally {
  await stopCluster();
}
process.exit(code);
