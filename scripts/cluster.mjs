// `npm run cluster`: two partner API processes and two app processes on one PostgreSQL (DATABASE_URL), behind
// HAProxy on loopback. The app instances reach the API through the balancer too. Builds what is stale first,
// prints the addresses and demo accounts once everything answers; stops everything on SIGINT/SIGTERM. An instance
// that stops by itself is started again in its place (a crash loop, or HAProxy stopping, stops everything and exits
// non-zero). SIGHUP (`npm run cluster:restart`) restarts the instances one at a
// time, each stopping gracefully and its successor ready before the next one goes, so advisers see no error.
//   PORT (3000), API_PORT (4010): the balancer's app and API frontends
//   CLUSTER_APP_PORTS (3001,3002), CLUSTER_API_PORTS (4011,4012): one port per instance
//   HAPROXY (haproxy from PATH, else /usr/sbin/haproxy)
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOOPBACK } from '../platform/client-address.ts';
import { haproxyConfig } from './cluster-haproxy.mjs';
import { assertPorts, buildIfStale, DEMO_ACCOUNTS, DEMO_PASSWORD_LINE, waitUntilOk } from './launch-steps.mjs';
import { createSupervisor } from './supervise.mjs';

if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL manquant : npm run cluster fait partager une même base PostgreSQL à toutes les instances (voir « Running several instances » dans README.md).');
  process.exit(1);
}

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4010';
const appInstancePorts = (process.env.CLUSTER_APP_PORTS ?? '3001,3002').split(',').map((p) => p.trim());
const apiInstancePorts = (process.env.CLUSTER_API_PORTS ?? '4011,4012').split(',').map((p) => p.trim());
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');

assertPorts([
  ['PORT', port],
  ['API_PORT', apiPort],
  ...appInstancePorts.map((p) => ['CLUSTER_APP_PORTS', p]),
  ...apiInstancePorts.map((p) => ['CLUSTER_API_PORTS', p]),
]);
const allPorts = [port, apiPort, ...appInstancePorts, ...apiInstancePorts];
if (new Set(allPorts).size !== allPorts.length) {
  console.error(`Ports en double entre PORT, API_PORT, CLUSTER_APP_PORTS et CLUSTER_API_PORTS : ${allPorts.join(', ')}.`);
  process.exit(1);
}

function findHaproxy() {
  const candidates = process.env.HAPROXY
    ? [process.env.HAPROXY]
    : [...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'haproxy')), '/usr/sbin/haproxy'];
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // next candidate
    }
  }
  console.error('HAProxy introuvable : installez-le (sudo apt-get install -y haproxy) ou indiquez son chemin dans HAPROXY.');
  process.exit(1);
}
const haproxy = findHaproxy();

/**
 * Every instance must sign and read the same tokens and cookies: missing secrets are settled here, once, in the
 * same `secrets.json` the processes would otherwise each write (and race on).
 */
function sharedSecrets() {
  const file = path.join(dataDir, 'secrets.json');
  let secrets = {};
  try {
    secrets = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // first start: no file yet
  }
  const missing = ['SESSION_SECRET', 'JWT_SECRET', 'CATALOGUE_READ_TOKEN'].filter((name) => !process.env[name] && !secrets[name]);
  for (const name of missing) secrets[name] = randomBytes(32).toString('base64url');
  if (missing.length > 0) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return {
    SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.SESSION_SECRET,
    JWT_SECRET: process.env.JWT_SECRET ?? secrets.JWT_SECRET,
    CATALOGUE_READ_TOKEN: process.env.CATALOGUE_READ_TOKEN ?? secrets.CATALOGUE_READ_TOKEN,
  };
}

mkdirSync(path.join(dataDir, 'cluster'), { recursive: true, mode: 0o700 });
const childEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  ...process.env,
  ...sharedSecrets(),
  DATA_DIR: dataDir,
  PARTNER_API_URL: `http://127.0.0.1:${apiPort}/api`,
  APP_URL_TEMPLATE: process.env.APP_URL_TEMPLATE ?? `http://{brand}.localhost:${port}`,
};

buildIfStale(childEnv);

const configFile = path.join(dataDir, 'cluster', 'haproxy.cfg');
writeFileSync(configFile, haproxyConfig({ appPort: port, apiPort, appInstancePorts, apiInstancePorts }), { mode: 0o600 });

const supervisor = createSupervisor(childEnv);
const { launch, stopAll } = supervisor;
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const everyInstance = (ports, label, start) =>
  Promise.all(ports.map((instancePort, index) => start(instancePort, `${label} ${index + 1}`, index)));

/** Every instance, as launched: what a rolling restart starts again, in this order. */
const instances = [];
function launchInstance(label, args, extraEnv, readyUrl) {
  const instance = { label, args, readyUrl };
  // An instance that dies (a crash, kill -9) is started again while HAProxy routes around it; the others go on.
  instance.options = { extraEnv, relaunched: (child) => (instance.child = child) };
  instance.child = launch(label, args, instance.options);
  instances.push(instance);
  return waitUntilOk(readyUrl, label, supervisor);
}

await everyInstance(apiInstancePorts, 'L’API partenaire', (instancePort, label, index) =>
  launchInstance(label, ['backend/dist/server.mjs'], { API_PORT: instancePort, INSTANCE_NAME: `api-${index + 1}` }, `http://127.0.0.1:${instancePort}/api/ready`),
);
if (!supervisor.stopping) {
  launch('HAProxy', ['-db', '-f', configFile], { command: haproxy });
  await waitUntilOk(`http://127.0.0.1:${apiPort}/api/health`, 'Le répartiteur de l’API', supervisor);
}
if (!supervisor.stopping) {
  await everyInstance(appInstancePorts, 'L’application', (instancePort, label) => {
    // The production server, as `npm start` runs it (scripts/app-server.mjs): HAProxy on loopback appends the
    // browser's address to X-Forwarded-For, and the app believes it from that trusted proxy only. Idle connections
    // outlive the balancer's own, as the API's do (platform/idle-connections.ts).
    return launchInstance(
      label,
      ['scripts/app-server.mjs'],
      { PORT: instancePort, TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? LOOPBACK.join(',') },
      `http://127.0.0.1:${instancePort}/api/ready`,
    );
  });
}
if (!supervisor.stopping) await waitUntilOk(`http://127.0.0.1:${port}/api/health`, 'Le répartiteur de l’application', supervisor);

if (!supervisor.stopping) {
  console.log(
    [
      '',
      `Espace partenaire (HAProxy, ${appInstancePorts.length} instances) : http://localhost:${port}`,
      `Marques : ${['lrp', 'lci', 'is', 'icm'].map((code) => `http://${code}.localhost:${port}`).join('  ')}`,
      `API partenaire (HAProxy, ${apiInstancePorts.length} instances) : http://localhost:${apiPort}/api (documentation : /api/docs)`,
      `Instances : application ${appInstancePorts.join(', ')} ; API ${apiInstancePorts.join(', ')} ; configuration HAProxy : ${configFile}`,
      `Données : PostgreSQL (DATABASE_URL), fichiers déposés dans la base ; e-mails : ${process.env.SMTP_URL ? 'SMTP' : path.join(dataDir, 'mail')}`,
      DEMO_PASSWORD_LINE,
      ...DEMO_ACCOUNTS.map((line) => `  ${line}`),
      '',
    ].join('\n'),
  );
}

/** HAProxy's `rise 2` with checks a second apart (scripts/cluster-haproxy.mjs), and a margin. */
const BACK_IN_ROTATION_MS = 3_000;
let restarting = false;
async function rollingRestart() {
  if (restarting || supervisor.stopping) return;
  restarting = true;
  console.log('Redémarrage progressif : une instance à la fois.');
  for (const instance of instances) {
    if (supervisor.stopping) break;
    instance.child = await supervisor.replace(instance.child, instance.label, instance.args, instance.options);
    await waitUntilOk(instance.readyUrl, instance.label, supervisor);
    await new Promise((resolve) => setTimeout(resolve, BACK_IN_ROTATION_MS));
    console.log(`${instance.label} redémarrée.`);
  }
  console.log('Redémarrage progressif terminé.');
  restarting = false;
}
writeFileSync(path.join(dataDir, 'cluster', 'cluster.pid'), String(process.pid));
process.on('SIGHUP', () => void rollingRestart());
