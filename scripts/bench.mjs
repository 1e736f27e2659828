// npm run bench – throughput and p95 latency of the programme pages on a production build, each as a ratio to a
// static file served by the same app in the same run. Starts its own API + app on loopback with fresh demo data,
// logs in once through the login screen (playwright-core + system Chromium) and reuses the session cookie.
// Bounded: BENCH_DURATION seconds (default 10) per target, BENCH_CONNECTIONS connections (default 10).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const port = Number(process.env.BENCH_PORT ?? 3400);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4400);
const duration = Math.min(60, Number(process.env.BENCH_DURATION ?? 10));
const connections = Math.min(50, Number(process.env.BENCH_CONNECTIONS ?? 10));
const brand = 'is';
const host = `${brand}.localhost:${port}`;
const origin = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const account = { email: 'conseiller@is.demo', password: 'Demo-Partenaire-2026!' };

const server = spawn(process.execPath, ['scripts/start.mjs', '--fresh-data'], {
  env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: '.data/bench', APP_ENV: 'BENCH' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
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

/** Logs in through the login screen and answers the Cookie header of the session. */
async function sessionCookie() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://${host}/programmes/neuf`);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Connexion' }).click();
    await page.getByRole('heading', { level: 1, name: 'Programmes neufs' }).waitFor({ timeout: 60_000 });
    const cookies = await page.context().cookies();
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
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

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label, path, headers) {
  const times = [];
  const instance = autocannon({ url: `${origin}${path}`, headers, connections, duration });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const row = {
    label,
    path,
    requests: result.requests.total,
    throughput: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  console.log(`${label}: ${row.throughput.toFixed(1)} req/s, p95 ${row.p95.toFixed(1)} ms, non-2xx ${row.non2xx}, erreurs ${row.errors}`);
  return row;
}

try {
  await waitForHealth();
  const cookie = await sessionCookie();
  const residence = await bigResidencePath();
  const headers = { host, cookie, accept: 'text/html' };
  await check('/brands/is.png', { host });
  await check('/programmes/neuf', headers, 'Programmes neufs');
  await check(residence.path, headers, 'Grille des lots');

  const rows = [];
  rows.push(await measure('Fichier statique', '/brands/is.png', { host }));
  rows.push(await measure('Liste /programmes/neuf', '/programmes/neuf', headers));
  rows.push(await measure(`Résidence de 200 lots`, residence.path, headers));
  // The static route again, so the ratios use the mean of a measure before and after the pages.
  rows.push(await measure('Fichier statique (contrôle)', '/brands/is.png', { host }));

  const staticThroughput = (rows[0].throughput + rows[3].throughput) / 2;
  const staticP95 = (rows[0].p95 + rows[3].p95) / 2;
  const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (`scripts/bench.mjs`): production build (`next start` + bundled API), fresh demo data,',
    `one logged-in adviser (${account.email}), autocannon ${connections} connections × ${duration} s per target on loopback.`,
    'Ratios compare each page with the static file `/brands/is.png` served by the same app in the same run',
    '(mean of a measure before and after the pages), so they hold across machines better than raw numbers.',
    '',
    `Last run: ${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'inconnu'}) · ${os.platform()} ${os.release()}`,
    '',
    '| Target | Path | Requests | Throughput (req/s) | p50 (ms) | p95 (ms) | Throughput ratio to static | p95 ratio to static | Errors / non-2xx |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.label} | \`${row.path}\` | ${row.requests} | ${fmt(row.throughput)} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.throughput / staticThroughput, 3)} | ${fmt(row.p95 / staticP95, 1)} | ${row.errors} / ${row.non2xx} |`,
    ),
    '',
    `The residence page (${residence.name}) renders its facets, its 200 lots (grid paged by 50 in the browser) and its`,
    'neighbourhood; its data comes from four partner API calls made in parallel.',
    '',
  ];
  writeFileSync('BENCHMARKS.md', lines.join('\n'));
  console.log('BENCHMARKS.md écrit.');
} catch (error) {
  console.error('Mesure impossible :', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stop();
}
