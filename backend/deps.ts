import type { PasswordHasher } from './auth/passwords';
import type { Clock } from './clock';
import type { Db } from './db/client';
import type { ApiConfig } from './env';
import type { MailOutbox } from './mail/outbox';
import type { FileStorage } from './storage/file-storage';

export type Logger = { info(message: string): void; warn(message: string): void };

/** Everything a route needs, passed in so tests run the real app against a fresh database. */
export type Deps = {
  db: Db;
  /** Every mail goes through the outbox, written in the transaction of the change it announces. */
  outbox: MailOutbox;
  /** Uploaded files (KYC documents): local folder by default, any FileStorage driver at scale. */
  storage: FileStorage;
  clock: Clock;
  passwords: PasswordHasher;
  config: ApiConfig;
  logger: Logger;
};

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {} };
