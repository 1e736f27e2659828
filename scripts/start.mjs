// One command for a newcomer: builds what is missing or stale, starts the partner API and the app on
// production builds, waits until both answer, then prints the addresses and the demo accounts.
// Flags: --fresh-data starts from a newly seeded embedded database (used by the end-to-end tests).
// First: an older Node.js stops here with one line, before anything is built.
import './check-node.mjs';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { assertPorts, buildIfStale, DEMO_ACCOUNTS, DEMO_PASSWORD_LINE, waitUntilOk } from './launch-steps.mjs';
import { createSupervisor } from './supervise.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4010';
const dataDir = process.env.DATA_DIR ?? '.data';
const freshData = process.argv.includes('--fresh-data');

assertPorts([['PORT', port], ['API_PORT', apiPort]]);

const childEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  APP_URL_TEMPLATE: process.env.APP_URL_TEMPLATE ?? `http://{brand}.localhost:${port}`,
};

buildIfStale(childEnv);

if (freshData && !process.env.DATABASE_URL) {
  for (const folder of ['pglite', 'mail', 'uploads']) rmSync(path.join(dataDir, folder), { recursive: true, force: true });
}

const supervisor = createSupervisor(childEnv);
const { launch, stopAll } = supervisor;
const waitFor = (url, label) => waitUntilOk(url, label, supervisor);

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

launch('L’API partenaire', ['backend/dist/server.mjs']);
await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 'L’API partenaire');
if (!supervisor.stopping) launch('L’application', ['scripts/app-server.mjs']);
if (!supervisor.stopping) await waitFor(`http://127.0.0.1:${port}/api/health`, 'L’application');

if (!supervisor.stopping) {
  console.log(
    [
      '',
      `Espace partenaire : http://localhost:${port}`,
      `Marques : ${['lrp', 'lci', 'is', 'icm'].map((code) => `http://${code}.localhost:${port}`).join('  ')}`,
      `API partenaire : http://localhost:${apiPort}/api (documentation : /api/docs)`,
      `Données : ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.join(dataDir, 'pglite')}; e-mails : ${process.env.SMTP_URL ? 'SMTP' : path.join(dataDir, 'mail')}`,
      DEMO_PASSWORD_LINE,
      ...DEMO_ACCOUNTS.map((line) => `  ${line}`),
      '',
    ].join('\n'),
  );
}
