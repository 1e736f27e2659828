import pg from 'pg';
import { findDbFailure } from './db-errors';

/**
 * Calls `wake` on each notification of `channel`, and again after the listening connection was lost and opened
 * anew (a notification sent meanwhile is gone, so the caller looks again). Answers a function that stops.
 */
export type Listen = (channel: string, wake: () => void) => Promise<() => Promise<void>>;

const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];

/** LISTEN on a connection of its own (a pooled one would be handed to queries), reopened when lost. */
export function postgresListen(url: string, warn: (message: string) => void): Listen {
  return async (channel, wake) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let failures = 0;
    const open = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url, keepAlive: true });
      next.on('notification', (message) => message.channel === channel && wake());
      next.on('error', () => {});
      next.on('end', () => {
        if (stopped || client !== next) return;
        warn(`[db] écoute de ${channel} perdue, elle sera rouverte`);
        setTimeout(reopen, RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]).unref();
      });
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      client = next;
      failures = 0;
    };
    const reopen = () => {
      if (stopped) return;
      open().then(wake, (error: unknown) => {
        warn(`[db] écoute de ${channel} impossible (erreur ${findDbFailure(error)?.code ?? 'inconnue'}), nouvel essai`);
        setTimeout(reopen, RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]).unref();
      });
    };
    await open();
    return async () => {
      stopped = true;
      await client?.end().catch(() => {});
    };
  };
}
