// Steps shared by `npm start` (one app, one API) and `npm run cluster` (several of each behind HAProxy).
import { spawnSync } from 'node:child_process';
import { apiBuildIsStale, appBuildIsStale } from './build-state.mjs';

export { DEMO_ACCOUNTS, DEMO_PASSWORD_LINE } from './demo-accounts.mjs';

/** Builds the API and the app when missing or older than their sources; exits on a failed build. */
export function buildIfStale(env) {
  const run = (label, args) => {
    const result = spawnSync(process.execPath, args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`Échec de l'étape « ${label} ».`);
      process.exit(result.status ?? 1);
    }
  };
  if (apiBuildIsStale()) run('construction de l’API partenaire', ['scripts/build-api.mjs']);
  if (appBuildIsStale()) {
    run('construction de l’application', ['node_modules/next/dist/bin/next', 'build']);
    run('préparation des scripts de l’application', ['scripts/precompress-static.mjs']);
  }
}

/** Waits until `url` answers 2xx; after two minutes stops everything the supervisor runs, with code 1. */
export async function waitUntilOk(url, label, supervisor) {
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
    supervisor.stopAll(1);
  }
}

/** Checks that each named variable holds a port number; exits with one French line otherwise. */
export function assertPorts(entries) {
  for (const [name, value] of entries) {
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > 65535) {
      console.error(`variable d'environnement ${name} invalide : port attendu (1 à 65535), reçu « ${value} »`);
      process.exit(1);
    }
  }
}
