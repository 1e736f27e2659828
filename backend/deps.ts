import type { Clock } from './clock';
import type { Db } from './db/client';
import type { ApiConfig } from './env';
import type { Mailer } from './mail/mailer';
import type { FileStorage } from './storage/file-storage';

export type Logger = { info(message: string): void; warn(message: string): void };

/** Everything a route needs, passed in so tests run the real app against a fresh database. */
export type Deps = {
  db: Db;
  mailer: Mailer;
  /** Uploaded files (KYC documents): local folder by default, any FileStorage driver at scale. */
  storage: FileStorage;
  clock: Clock;
  config: ApiConfig;
  logger: Logger;
};

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {} };
