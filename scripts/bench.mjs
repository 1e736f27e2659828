// npm run bench – throughput, p95 latency and CPU per request of the programme pages on a production build, each
// as a ratio to a static file served by the same app in the same run; page weights; Lighthouse scores. Starts its
// own API + app on loopback with fresh demo data, logs in once through the login screen (playwright-core + system
// Chromium) and keeps that session for the whole run as a browser does (scripts/bench/cookie-jar.mjs). With
// DATABASE_URL set, the same measures run a second time on PostgreSQL.
// Bounded: BENCH_DURATION seconds (default 10) per target, BENCH_CONNECTIONS connections (default 16), after
// BENCH_WARMUP_SECONDS (default 30, 0 for none) of uncounted requests to each rendered page; the static file and the
// rendered pages in BENCH_ROUNDS rounds (default 3).
// BENCH_CPU_PROF=1 writes V8 CPU profiles of both servers and lists their hotspots; BENCH_LIGHTHOUSE=0 skips Lighthouse.
// Then, on servers started afresh with TEST_FIXTURES=1, the lot grid's input-to-screen latency at 1,000 lots in
// Chromium (scripts/bench/lot-grid-latency.mjs; BENCH_GRID_REPETITIONS per interaction, default 20), in its own
// section. Then Lighthouse's mobile preset on six pages, each a first visit, three audits each (medians), in its own
// section (`npm run bench:lighthouse` runs that part alone). BENCH_ONLY=grid, pages or lighthouse runs one part alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { createCookieJar } from './bench/cookie-jar.mjs';
import { lighthouseScores } from './bench/lighthouse-scores.mjs';
import { lotGridLatency, lotGridLatencyReport } from './bench/lot-grid-latency.mjs';
import { pageWeight } from './bench/page-weight.mjs';
import { cpuMs, findProcess } from './bench/process-cpu.mjs';
import { profileHotspots } from './bench/profile-summary.mjs';
import { median, percentile } from './bench/stats.mjs';

const port = Number(process.env.BENCH_PORT ?? 3400);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4400);
const duration = Math.min(60, Number(process.env.BENCH_DURATION ?? 10));
const connections = Math.min(50, Number(process.env.BENCH_CONNECTIONS ?? 16));
const warmUpSeconds = Math.min(60, Number(process.env.BENCH_WARMUP_SECONDS ?? 30));
const rounds = Math.min(9, Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)));
const profiling = process.env.BENCH_CPU_PROF === '1';
const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
// Short access tokens, so that the run crosses refreshes and proves the session holds through them.
const accessTtl = Number(process.env.BENCH_ACCESS_TTL_SECONDS ?? 60);
const brand = 'is';
const host = `${brand}.localhost:${port}`;
const origin = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const account = { email: 'conseiller@is.demo', password: 'Demo-Partenaire-2026!' };
const dataDir = '.data/bench';
const profileDir = path.resolve(dataDir, 'profiles');
const LIST_LABEL = 'Liste /programmes/neuf';
const RESIDENCE_LABEL = 'Résidence de 200 lots';
const RENDERED_LIST_LABEL = 'Liste, rendue à chaque requête';
const RENDERED_RESIDENCE_LABEL = 'Résidence, rendue à chaque requête';
// Any unknown path: Next answers 404 with the root layout and nothing else.
const FLOOR_PATH = '/page-introuvable';
const BENCH_START = '<!-- bench:start -->';
const BENCH_END = '<!-- bench:end -->';
const GRID_MARKERS = ['<!-- bench:grid:start -->', '<!-- bench:grid:end -->'];
const LIGHTHOUSE_MARKERS = ['<!-- bench:lighthouse:start -->', '<!-- bench:lighthouse:end -->'];
const LIGHTHOUSE_RUNS = 3;
const only = process.env.BENCH_ONLY;
if (only && !['grid', 'pages', 'lighthouse'].includes(only)) throw new Error(`BENCH_ONLY=${only} : grid, pages ou lighthouse attendu`);
const runs = (part) => !only || only === part;
// Even, so that each interaction's last repetition leaves the grid as it found it.
const gridRepetitions = 2 * Math.max(1, Math.round(Number(process.env.BENCH_GRID_REPETITIONS ?? 20) / 2));

let server;
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already stopped
  }
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

function startServers(databaseUrl, profile) {
  const env = { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, APP_ENV: 'BENCH' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  env.ACCESS_TOKEN_TTL_SECONDS = String(accessTtl);
  // The lot grid's measure adds a 1,000-lot residence through the API's test routes.
  env.TEST_FIXTURES = '1';
  if (profile) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
    env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${profileDir} --import=${path.resolve('scripts/bench/exit-on-term.mjs')}`;
  }
  server = spawn(process.execPath, ['scripts/start.mjs', '--fresh-data'], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
}

/** Stops the servers and waits until `pids` are gone: a profiled process writes its profile as it exits. */
async function stopServers(pids) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stop();
  await exited;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && pids.some((pid) => pid && existsSync(`/proc/${pid}`))) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function waitForHealth() {
  // A build may run first (minutes); then both servers start.
  const deadline = Date.now() + 20 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('le serveur s’est arrêté');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('le serveur ne répond pas');
}

/** Logs in through the login screen and answers the session cookies. */
async function sessionCookies() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://${host}/programmes/neuf`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.getByRole('heading', { level: 1, name: 'Programmes neufs' }).waitFor({ timeout: 60_000 });
    return await page.context().cookies();
  } finally {
    await browser.close();
  }
}

/** The residence of the demo data holding 200 lots, and its page address. */
async function bigResidencePath() {
  const api = `http://127.0.0.1:${apiPort}/api`;
  const login = await fetch(`${api}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(account),
  });
  const { access_token: token } = await login.json();
  const list = await fetch(`${api}/residences?per_page=100&sort=lots_desc`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  const residence = (await list.json()).data.data.find((row) => row.lots_total === 200);
  if (!residence) throw new Error('aucune résidence de 200 lots dans les données de démonstration');
  const route = { lmnp: 'LMNP', decote: 'decote', impact: 'impacts' }[residence.type] ?? 'residence';
  return { path: `/programmes/${route}/${residence.id}`, name: residence.name };
}

async function check(path, headers, expected) {
  const response = await fetch(`${origin}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer()).toString('utf8');
  if (response.status !== 200 || (expected && !body.includes(expected))) {
    throw new Error(`${path} : statut ${response.status}${expected ? `, « ${expected} » ${body.includes(expected) ? 'présent' : 'absent'}` : ''}`);
  }
}

const headerOf = (answered, wanted) => answered[Object.keys(answered).find((key) => key.toLowerCase() === wanted)];

/**
 * The requests of one autocannon run; `jar` (logged-in pages) sends the current session cookie and takes the ones
 * answered. `rendered`: each request asks a new address (an unused query parameter `param`), as a first visit does.
 */
function runRequests(path, jar, { rendered = false, param = 'rendu' } = {}) {
  if (!jar) return undefined;
  let sent = 0;
  return [
    {
      method: 'GET',
      path,
      setupRequest: (request) => ({
        ...request,
        path: rendered ? `${path}?${param}=${++sent}` : path,
        headers: { ...request.headers, cookie: jar.header() },
      }),
      onResponse: (_status, _body, _context, answered) => {
        const setCookie = headerOf(answered, 'set-cookie');
        if (setCookie) jar.take(setCookie);
      },
    },
  ];
}

const pageRequestHeaders = { host, accept: 'text/html' };

/**
 * Before the rows, each rendered page is asked for `warmUpSeconds` as its row will ask it (logged-in pages at new
 * addresses, `?chauffe=<n>`), and nothing of it is counted: the rows then measure the app as it runs once it has served
 * its first pages (its code compiled by V8, the catalogue in Next's data cache), not the seconds after a start.
 * `pages`: [path, jar or null for a logged-out page].
 */
async function warmUp(pages) {
  if (!warmUpSeconds) return;
  for (const [path, jar] of pages) {
    await autocannon({ url: `${origin}${path}`, headers: pageRequestHeaders, connections, duration: warmUpSeconds, requests: runRequests(path, jar, { rendered: true, param: 'chauffe' }) });
  }
}

/** One measured autocannon run: throughput, latencies and the CPU each process spent per request. */
async function measure(label, path, pids, jar, { rendered = false } = {}) {
  const times = [];
  const requests = runRequests(path, jar, { rendered });
  const before = { app: cpuMs(pids.app), api: cpuMs(pids.api) };
  const instance = autocannon({ url: `${origin}${path}`, headers: pageRequestHeaders, connections, duration, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const requestsDone = result.requests.total || NaN;
  times.sort((a, b) => a - b);
  const row = {
    label,
    path: rendered ? `${path}?rendu=<n>` : path,
    requests: result.requests.total,
    throughput: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    appCpu: (cpuMs(pids.app) - before.app) / requestsDone,
    apiCpu: (cpuMs(pids.api) - before.api) / requestsDone,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    times,
  };
  console.log(`${label}: ${row.throughput.toFixed(1)} req/s, p95 ${row.p95.toFixed(1)} ms, CPU app ${row.appCpu.toFixed(2)} ms + API ${row.apiCpu.toFixed(2)} ms, non-2xx ${row.non2xx}, erreurs ${row.errors}`);
  return row;
}

/** One row for the runs of a target over the rounds: their requests, latencies and CPU taken together. */
function merged(runs) {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const times = runs.flatMap((run) => run.times).sort((a, b) => a - b);
  const total = (key) => runs.reduce((sum, run) => sum + run[key] * run.requests, 0) / requests;
  return {
    ...runs[0],
    requests,
    throughput: runs.reduce((sum, run) => sum + run.throughput, 0) / runs.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    appCpu: total('appCpu'),
    apiCpu: total('apiCpu'),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    times,
  };
}

/**
 * The static file and the two rendered pages, measured in `rounds` rounds one after the other. The machine's speed
 * wanders by a fifth from one minute to the next, so each page is compared with the static file measured just before
 * it in the same round, and its ratio is the median of its rounds' ratios.
 */
async function renderedRounds(pids, jar, residencePath) {
  const runs = { static: [], list: [], residence: [] };
  for (let round = 0; round < rounds; round++) {
    runs.static.push(await measure('Fichier statique', '/brands/is.png', pids));
    runs.list.push(await measure(RENDERED_LIST_LABEL, '/programmes/neuf', pids, jar, { rendered: true }));
    runs.residence.push(await measure(RENDERED_RESIDENCE_LABEL, residencePath, pids, jar, { rendered: true }));
  }
  const ratios = (pages) => ({
    ratio: median(pages.map((page, round) => page.throughput / runs.static[round].throughput)),
    p95Ratio: median(pages.map((page, round) => page.p95 / runs.static[round].p95)),
  });
  return [merged(runs.static), { ...merged(runs.list), ...ratios(runs.list) }, { ...merged(runs.residence), ...ratios(runs.residence) }];
}

/** Starts the servers on one engine, measures the static file around the two pages; answers the rows and more. */
async function benchRun(engine, databaseUrl, { extras }) {
  startServers(databaseUrl, profiling && extras);
  const pids = {};
  try {
    await waitForHealth();
    Object.assign(pids, { app: findProcess(server.pid, 'app-server.mjs'), api: findProcess(server.pid, 'backend/dist/server.mjs') });
    const jar = createCookieJar(await sessionCookies());
    const residence = await bigResidencePath();
    const pageHeaders = () => ({ host, cookie: jar.header(), accept: 'text/html' });
    await check('/brands/is.png', { host });
    await check('/programmes/neuf', pageHeaders(), 'Programmes neufs');
    await check(residence.path, pageHeaders(), 'Grille des lots');

    await warmUp([['/programmes/neuf', jar], [residence.path, jar], [FLOOR_PATH, null]]);

    // First visits come first: a new address for each request, as advisers meet pages.
    const rows = await renderedRounds(pids, jar, residence.path);
    rows.push(await measure(LIST_LABEL, '/programmes/neuf', pids, jar));
    rows.push(await measure(RESIDENCE_LABEL, residence.path, pids, jar));
    // The floor of a page rendered by Next for each request: the root layout alone, no data, no frame (a 404).
    rows.push(await measure('Page introuvable (plancher)', FLOOR_PATH, pids));
    // The static route again, so the ratios use the mean of a measure before and after the pages.
    rows.push(await measure('Fichier statique (contrôle)', '/brands/is.png', pids));
    // Still logged in after the run: the session held through the refreshes.
    await check('/programmes/neuf', pageHeaders(), 'Programmes neufs');

    const result = { engine, rows, residence, cookieUpdates: jar.updates, pids };
    if (extras) {
      result.weights = [
        { label: 'Connexion (déconnecté)', path: '/programmes/neuf', ...(await pageWeight(origin, '/programmes/neuf', { host, accept: 'text/html' })) },
        { label: 'Liste /programmes/neuf', path: '/programmes/neuf', ...(await pageWeight(origin, '/programmes/neuf', pageHeaders())) },
        { label: 'Résidence de 200 lots', path: residence.path, ...(await pageWeight(origin, residence.path, pageHeaders())) },
      ];
      if (withLighthouse) {
        result.lighthouse = await lighthouseScores([`http://${host}/programmes/neuf`, `http://${host}${residence.path}`], {
          chromiumPath,
          cookie: jar.header,
        });
      }
    }
    return result;
  } finally {
    await stopServers([pids.app, pids.api]);
  }
}

function hotspotsOf(pids) {
  if (!profiling || !existsSync(profileDir)) return [];
  const files = readdirSync(profileDir);
  return [
    ['application (Next)', pids.app],
    ['API partenaire', pids.api],
  ].flatMap(([label, pid]) => {
    const file = files.find((name) => name.includes(`.${pid}.`));
    return file ? [{ label, ...profileHotspots(path.join(profileDir, file)) }] : [];
  });
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function measureTable(run) {
  const { rows } = run;
  const control = rows.at(-1);
  const staticThroughput = (rows[0].throughput + control.throughput) / 2;
  const staticP95 = (rows[0].p95 + control.p95) / 2;
  return [
    '| Target | Path | Requests | Throughput (req/s) | p50 (ms) | p95 (ms) | Throughput ratio to static | p95 ratio to static | CPU app (ms/req) | CPU API (ms/req) | Errors / non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.label} | \`${row.path}\` | ${row.requests} | ${fmt(row.throughput)} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.ratio ?? row.throughput / staticThroughput, 3)} | ${fmt(row.p95Ratio ?? row.p95 / staticP95, 1)} | ${fmt(row.appCpu, 2)} | ${fmt(row.apiCpu, 2)} | ${row.errors} / ${row.non2xx} |`,
    ),
  ];
}

function report(runs, hotspots) {
  const [first, second] = runs;
  const lines = [
    BENCH_START,
    `Last run: ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'inconnu'}) · ${os.platform()} ${os.release()} · load average at the end ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}`,
    `autocannon ${connections} connections × ${duration} s per target on loopback, after ${warmUpSeconds} s of uncounted requests with new addresses to each rendered page; one logged-in adviser (${account.email}); access tokens of ${accessTtl} s,`,
    `so the session is refreshed during the run: the app answered ${first.cookieUpdates} Set-Cookie that the bench took, like a browser, and the session still worked at the end.`,
    `The static file and the two rendered pages are measured in ${rounds} rounds one after the other (their rows take the rounds together); a rendered page's`,
    `ratios are the medians of its rounds' ratios to the static file measured just before it, the other rows' ratios are to the mean of the static rows.`,
    '',
    `### ${first.engine}`,
    '',
    ...measureTable(first),
  ];
  if (second) {
    lines.push('', `### ${second.engine}`, '', ...measureTable(second), '', `| Page | ${second.engine} / ${first.engine} throughput | ${second.engine} / ${first.engine} CPU API per request |`, '|---|---|---|');
    // The API works only when Next renders: the engines compare on the rendered rows.
    for (const label of [RENDERED_LIST_LABEL, RENDERED_RESIDENCE_LABEL]) {
      const [a, b] = [first, second].map((run) => run.rows.find((row) => row.label === label));
      lines.push(`| ${label} | ${fmt(b.throughput / a.throughput, 2)} | ${fmt(b.apiCpu / a.apiCpu, 2)} |`);
    }
  }
  if (first.weights) {
    lines.push('', '### Page weight', '', '| Page | HTML | HTML gzip | HTML as sent (Brotli) | JS files | JS | JS gzip | JS as sent (Brotli) |', '|---|---|---|---|---|---|---|---|');
    for (const w of first.weights) lines.push(`| ${w.label} | ${kb(w.html)} | ${kb(w.htmlGzip)} | ${kb(w.htmlSent)} | ${w.scripts} | ${kb(w.js)} | ${kb(w.jsGzip)} | ${kb(w.jsSent)} |`);
  }
  if (first.lighthouse) {
    lines.push('', '### Lighthouse (desktop, logged in, no throttling)', '', '| Page | Performance | Accessibility | Best practices |', '|---|---|---|---|');
    for (const s of first.lighthouse) lines.push(`| \`${new URL(s.url).pathname}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} |`);
  }
  for (const profile of hotspots) {
    lines.push('', `### CPU profile hotspots – ${profile.label} (${fmt(profile.totalMs / 1000)} s busy, self time)`, '', '| Function | Share | | Package or file | Share |', '|---|---|---|---|---|');
    profile.functions.forEach((fn, i) => {
      const placeRow = profile.places[i];
      lines.push(`| ${fn.label} | ${fmt(fn.share * 100)} % | | ${placeRow ? `${placeRow.label} | ${fmt(placeRow.share * 100)} %` : ' | '} |`);
    });
  }
  lines.push(
    '',
    `The residence page (${first.residence.name}) renders its key facts, its 200 lots (packed in the page data, rows drawn in the browser, as are`,
    'its facets and its neighbourhood\'s points) from the catalogue Next caches for the brand and one live call (lot statuses, favourite,',
    'subscription form).',
    'The two "rendue à chaque requête" rows ask a new address every time (`?rendu=<n>`), as a first visit does; the two rows after them',
    'load the same address again and again. Next renders every request of all four: no page is kept per session.',
    `The floor row is a page Next renders for each request with nothing in it (\`${FLOOR_PATH}\`, answered 404 with the root layout):`,
    'no page rendered by Next for each request, however light, goes faster than that row.',
    BENCH_END,
  );
  return lines.join('\n');
}

/** Puts the generated section in BENCHMARKS.md, keeping the written history around it. */
function writeReport(section, [startMarker, endMarker] = [BENCH_START, BENCH_END], heading = 'Last run') {
  const current = existsSync('BENCHMARKS.md') ? readFileSync('BENCHMARKS.md', 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  const next =
    start >= 0 && end > start ? `${current.slice(0, start)}${section}${current.slice(end + endMarker.length)}` : `${current.trimEnd()}\n\n## ${heading}\n\n${section}\n`;
  writeFileSync('BENCHMARKS.md', next);
}

/** Lighthouse's mobile preset on servers of their own, each page a first visit with an empty cache, the login page logged out. */
async function mobileRun() {
  startServers(undefined, false);
  try {
    await waitForHealth();
    const jar = createCookieJar(await sessionCookies());
    const residence = await bigResidencePath();
    const pages = ['/', '/programmes/neuf', residence.path, '/options', '/messagerie'];
    const options = { chromiumPath, mobile: true, runs: LIGHTHOUSE_RUNS };
    const scores = [
      ...(await lighthouseScores([`http://${host}/`], { ...options, cookie: () => '' })).map((s) => ({ ...s, label: 'connexion (déconnecté)' })),
      ...(await lighthouseScores(pages.map((path) => `http://${host}${path}`), { ...options, cookie: jar.header })),
    ];
    const lines = [
      LIGHTHOUSE_MARKERS[0],
      `Last run: ${new Date().toISOString()} · ${os.cpus().length} CPU · load average at the end ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}`,
      `Lighthouse mobile preset (simulated 4× CPU slowdown, slow 4G), median of ${LIGHTHOUSE_RUNS} audits per page, each with an empty cache; logged in as ${account.email} except the login page. Scripts in 5 s: those a page fetched in its first 5 s, prefetches included, as transferred (headers included), and how many. CPU index: Lighthouse's benchmark index of this machine during the audits (higher is faster); the simulated slowdown multiplies what this CPU took, so figures of runs on hosts of different indexes do not compare.`,
      '',
      '| Page | Performance | LCP | TBT | CLS | Bytes | Scripts in 5 s | Accessibility | Best practices | CPU index |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...scores.map((s) => {
        const page = s.label ?? `\`${new URL(s.url).pathname}\``;
        return `| ${page} | ${s.performance} | ${fmt(s.lcpMs / 1000, 2)} s | ${fmt(s.tbtMs, 0)} ms | ${fmt(s.cls, 2)} | ${kb(s.bytes)} | ${kb(s.scriptBytes)} (${s.scripts}) | ${s.accessibility} | ${s['best-practices']} | ${fmt(s.benchmarkIndex, 0)} |`;
      }),
      LIGHTHOUSE_MARKERS[1],
    ];
    writeReport(lines.join('\n'), LIGHTHOUSE_MARKERS, 'Lighthouse mobile');
  } finally {
    await stopServers([]);
  }
}

/** The lot grid's latency on servers of its own, written between its markers. */
async function gridRun() {
  startServers(undefined, false);
  try {
    await waitForHealth();
    const report = [];
    // As on a desktop, then with the main thread of a mid-range phone.
    for (const cpuSlowdown of [1, 4]) {
      const rows = await lotGridLatency({
        apiOrigin: `http://127.0.0.1:${apiPort}`,
        pageOrigin: `http://${host}`,
        brand,
        cookies: await sessionCookies(),
        chromiumPath,
        repetitions: gridRepetitions,
        cpuSlowdown,
      });
      report.push(...lotGridLatencyReport(rows, { repetitions: gridRepetitions, cpuSlowdown }), '');
    }
    const conditions = `Last run: ${new Date().toISOString()} · ${os.cpus().length} CPU · load average at the end ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}`;
    writeReport([GRID_MARKERS[0], conditions, '', ...report, GRID_MARKERS[1]].join('\n'), GRID_MARKERS, 'Lot grid at 1,000 lots');
  } finally {
    await stopServers([]);
  }
}

try {
  if (runs('pages')) {
    const engines = [await benchRun('PGlite', undefined, { extras: true })];
    const hotspots = hotspotsOf(engines[0].pids);
    if (process.env.DATABASE_URL) engines.push(await benchRun('PostgreSQL', process.env.DATABASE_URL, { extras: false }));
    writeReport(report(engines, hotspots));
  }
  if (runs('lighthouse') && withLighthouse) await mobileRun();
  if (runs('grid')) await gridRun();
  console.log('BENCHMARKS.md écrit.');
} catch (error) {
  console.error('Mesure impossible :', error instanceof Error ? error.message : error);
  stop();
  process.exitCode = 1;
}
