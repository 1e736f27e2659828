import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createClock } from './clock';
import { openDatabase } from './db/client';
import { purgeOldRateCounts } from './db/queries/rate-limits';
import { isDatabaseEmpty, seedDatabase } from './db/seed';
import { seedKycFiles } from './db/seed/kyc-files';
import { consoleLogger } from './deps';
import { loadEnv } from './env';
import { createMailer } from './mail/mailer';
import { localFileStorage } from './storage/local-storage';
import path from 'node:path';

const env = loadEnv();
const storage = localFileStorage(path.join(env.dataDir, 'uploads'));
const { db, close } = await openDatabase({ url: env.databaseUrl, dataDir: path.join(env.dataDir, 'pglite') });
if (await isDatabaseEmpty(db)) {
  const started = Date.now();
  await seedDatabase(db);
  await seedKycFiles(db, storage);
  consoleLogger.info(`[api] base vide : données de démonstration créées en ${Date.now() - started} ms`);
}

const app = createApp({
  db,
  clock: createClock(),
  config: env.config,
  logger: consoleLogger,
  storage,
  mailer: createMailer({ from: env.config.mailFrom, smtpUrl: env.smtpUrl, mailDir: env.mailDir }),
});

const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const engine = env.databaseUrl ? 'PostgreSQL' : `PGlite (${path.join(env.dataDir, 'pglite')})`;
  consoleLogger.info(`[api] API partenaire sur http://${info.address}:${info.port}/api – ${engine}, env ${env.config.appEnv}`);
});

// Rate-limit windows older than a day are useless; dropping them keeps the table small.
const purge = () =>
  purgeOldRateCounts(db, { before: new Date(Date.now() - 86_400_000) }).catch((err: unknown) =>
    console.error('[api] purge des compteurs', err),
  );
void purge();
const purgeTimer = setInterval(purge, 3_600_000);
purgeTimer.unref();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  consoleLogger.info(`[api] ${signal} reçu, arrêt propre`);
  clearInterval(purgeTimer);
  server.close();
  // PGlite must be closed cleanly or its folder may need recovery at next start.
  await close().catch((err: unknown) => console.error('[api] fermeture de la base', err));
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
