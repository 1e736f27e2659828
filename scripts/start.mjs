// One command for a newcomer: builds what is missing or stale, starts the partner API and the app on
// production builds, waits until both answer, then prints the addresses and the demo accounts.
// Flags: --fresh-data starts from a newly seeded embedded database (used by the end-to-end tests).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { apiBuildIsStale, appBuildIsStale } from './build-state.mjs';
import { createSupervisor } from './supervise.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4010';
const dataDir = process.env.DATA_DIR ?? '.data';
const freshData = process.argv.includes('--fresh-data');

for (const [name, value] of [['PORT', port], ['API_PORT', apiPort]]) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65535) {
    console.error(`variable d'environnement ${name} invalide : port attendu (1 à 65535), reçu « ${value} »`);
    process.exit(1);
  }
}

const childEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  APP_URL_TEMPLATE: process.env.APP_URL_TEMPLATE ?? `http://{brand}.localhost:${port}`,
};

function run(label, args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: childEnv });
  if (result.status !== 0) {
    console.error(`Échec de l'étape « ${label} ».`);
    process.exit(result.status ?? 1);
  }
}

if (apiBuildIsStale()) run('construction de l’API partenaire', ['scripts/build-api.mjs']);
if (appBuildIsStale()) run('construction de l’application', ['node_modules/next/dist/bin/next', 'build']);

if (freshData && !process.env.DATABASE_URL) {
  for (const folder of ['pglite', 'mail', 'uploads']) rmSync(path.join(dataDir, folder), { recursive: true, force: true });
}

const supervisor = createSupervisor(childEnv);
const { launch, stopAll } = supervisor;

async function waitFor(url, label) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !supervisor.stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!supervisor.stopping) {
    console.error(`${label} ne répond pas sur ${url}.`);
    stopAll(1);
  }
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

launch('L’API partenaire', ['backend/dist/server.mjs']);
await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 'L’API partenaire');
if (!supervisor.stopping) launch('L’application', ['scripts/app-server.mjs']);
if (!supervisor.stopping) await waitFor(`http://127.0.0.1:${port}/api/health`, 'L’application');

if (!supervisor.stopping) {
  const accounts = [
    'conseiller@lrp.demo   (lrp, documents KYC à compléter)',
    'conseiller@lci.demo   (lci)',
    'conseiller@is.demo    (is)',
    'conseiller@icm.demo   (icm)',
    'directeur@lrp.demo    (lrp, directeur)',
    'faible@lrp.demo       (lrp, mot de passe faible à changer)',
    'multi@lci.demo        (lci, deux comptes)',
    'nouveau@is.demo       (is, compte à activer via « Première visite »)',
  ];
  console.log(
    [
      '',
      `Espace partenaire : http://localhost:${port}`,
      `Marques : ${['lrp', 'lci', 'is', 'icm'].map((code) => `http://${code}.localhost:${port}`).join('  ')}`,
      `API partenaire : http://localhost:${apiPort}/api (documentation : /api/docs)`,
      `Données : ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : path.join(dataDir, 'pglite')}; e-mails : ${process.env.SMTP_URL ? 'SMTP' : path.join(dataDir, 'mail')}`,
      'Comptes de démonstration (mot de passe Demo-Partenaire-2026!) :',
      ...accounts.map((line) => `  ${line}`),
      '',
    ].join('\n'),
  );
}
