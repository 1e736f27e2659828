import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { stopGracefully } from '../platform/graceful-stop';
import { keepIdleConnections } from '../platform/idle-connections';
import { createApp } from './app';
import { argon2Hasher } from './auth/passwords';
import { createClock } from './clock';
import { openDatabase } from './db/client';
import { findDbFailure } from './db/db-errors';
import { purgeExpiredRows } from './db/queries/purge';
import { isDatabaseEmpty, seedDatabase } from './db/seed';
import { seedKycFiles } from './db/seed/kyc-files';
import { isUniqueViolation } from './db/unique-violation';
import { loadEnv } from './env';
import { createMailer } from './mail/mailer';
import { createMailOutbox } from './mail/outbox';
import { withDraining } from './http/draining';
import { withInstanceHeader } from './http/instance-header';
import { createApiMetrics } from './http/metrics';
import { startChangeFeed } from './live/change-feed';
import { createLogger } from './logger';
import { describeFsError, StartupError } from './startup-error';
import { openFileStorage } from './storage/open-storage';

const MAIL_TICK_MS = 5_000;
const PURGE_EVERY_MS = 3_600_000;

async function start() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  try {
    mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw describeFsError(error, 'le dossier de données (DATA_DIR)');
  }
  const clock = createClock();
  const { db, close, listen, pool } = await openDatabase({
    url: env.databaseUrl,
    dataDir: path.join(env.dataDir, 'pglite'),
    warn: (message) => logger.warn(message),
  });
  const storage = openFileStorage(env.storageDriver, { db, dataDir: env.dataDir });

  if (env.seedDemo && (await isDatabaseEmpty(db))) {
    const started = Date.now();
    try {
      await seedDatabase(db);
      await seedKycFiles(db, storage);
      logger.info({ ms: Date.now() - started }, 'base vide : données de démonstration créées');
    } catch (error) {
      // Another instance starting at the same moment seeded first: its data is the same.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  const mailer = createMailer({ from: env.config.mailFrom, smtpUrl: env.smtpUrl, mailDir: env.mailDir });
  const outbox = createMailOutbox({ db, mailer, clock, logger });
  const metrics = createApiMetrics();
  const live = await startChangeFeed({ db, listen, onLag: metrics.liveLag, warn: (message) => logger.warn(message) });
  metrics.watch({ db, pool, openStreams: () => live.openWatches });
  const app = createApp({ db, clock, live, metrics, config: env.config, logger, storage, outbox, passwords: argon2Hasher });

  const fetch = withDraining(app.fetch);
  const server = serve({ fetch: env.instanceName ? withInstanceHeader(fetch, env.instanceName) : fetch, port: env.port, hostname: env.host }, (info) => {
    const engine = env.databaseUrl ? 'PostgreSQL' : `PGlite (${path.join(env.dataDir, 'pglite')})`;
    logger.info({ url: `http://${info.address}:${info.port}/api`, engine, appEnv: env.config.appEnv, instance: env.instanceName }, 'API partenaire à l’écoute');
  });
  // `serve` answers over HTTP/1.1 here (no `createServer` option given).
  keepIdleConnections(server as Server);
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`[api] impossible d'écouter sur ${env.host}:${env.port} (${error.code ?? error.message}).`);
    void close().finally(() => process.exit(1));
  });

  outbox.start(MAIL_TICK_MS);
  void outbox.drain();
  const purge = () =>
    purgeExpiredRows(db, { now: clock.now() }).catch((error: unknown) =>
      logger.warn({ code: findDbFailure(error)?.code ?? 'erreur' }, 'purge en échec'),
    );
  void purge();
  const purgeTimer = setInterval(purge, PURGE_EVERY_MS);
  purgeTimer.unref();

  stopGracefully({
    server: server as Server,
    log: (message) => logger.info(message),
    // Live streams end with a retry hint: their clients come back at once, to another instance.
    endStreams: () => live.stop(),
    release: async () => {
      clearInterval(purgeTimer);
      await outbox.stop();
      // PGlite must be closed cleanly or its folder may need recovery at next start.
      await close().catch((error: unknown) => logger.error({ err: error }, 'fermeture de la base en échec'));
    },
  });
}

// Files the API writes (database, mails with live links, uploads, secrets) are for its own user only.
process.umask(0o077);
try {
  await start();
} catch (error) {
  const failure = findDbFailure(error);
  console.error(
    error instanceof StartupError
      ? `[api] ${error.message}`
      : failure
        ? `[api] démarrage impossible : erreur de la base ${failure.code} sur ${failure.label}.`
        : `[api] démarrage impossible : ${(error as Error).message}`,
  );
  process.exit(1);
}
