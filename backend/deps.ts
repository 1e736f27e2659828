import type { PasswordHasher } from './auth/passwords';
import type { Clock } from './clock';
import type { Db } from './db/client';
import type { ApiConfig } from './env';
import type { ApiMetrics } from './http/metrics';
import type { ChangeFeed } from './live/change-feed';
import type { Logger } from './logger';
import type { MailOutbox } from './mail/outbox';
import type { FileStorage } from './storage/file-storage';

/** Everything a route needs, passed in so tests run the real app against a fresh database. */
export type Deps = {
  db: Db;
  /** Every mail goes through the outbox, written in the transaction of the change it announces. */
  outbox: MailOutbox;
  /** Uploaded files (KYC documents): local folder by default, any FileStorage driver at scale. */
  storage: FileStorage;
  clock: Clock;
  /** Live events, pushed by the database to this instance's open streams. */
  live: ChangeFeed;
  /** Prometheus metrics of this instance (GET /api/metrics). */
  metrics: ApiMetrics;
  passwords: PasswordHasher;
  config: ApiConfig;
  logger: Logger;
};
