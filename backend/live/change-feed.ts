import type { Listen } from '../db/listen';
import type { Db } from '../db/client';
import { hears, lastChangeEventId, readEventsAfter, type ChangeEventRow, type Listener } from '../db/queries/change-events';

const CHANNEL = 'change_events';
const READ_BATCH = 500;

/** One open stream's share of the events, queued until it takes them. */
export type Watch = {
  /** The events heard since the last take; waits up to `timeoutMs` for one. Null once closed or the feed has stopped. */
  take(timeoutMs: number, signal?: AbortSignal): Promise<ChangeEventRow[] | null>;
  close(): void;
};

/**
 * Live events pushed by the database: the instance LISTENs once, reads the new rows once per notification and
 * hands each open watch the rows its listener may hear of. Idle, it sends no query at all.
 */
export async function startChangeFeed(deps: { db: Db; listen: Listen; onLag?: (ms: number) => void; warn: (message: string) => void }) {
  let cursor = await lastChangeEventId(deps.db);
  let stopped = false;
  const watches = new Set<{ listener: Listener; queue: ChangeEventRow[]; wake: () => void }>();

  let reading: Promise<void> | undefined;
  let again = false;
  async function readNew() {
    do {
      again = false;
      for (;;) {
        const rows = await readEventsAfter(deps.db, { after: cursor, limit: READ_BATCH });
        if (!rows.length) break;
        cursor = rows[rows.length - 1].id;
        for (const watch of watches) {
          const heard = rows.filter((row) => hears(watch.listener, row));
          if (!heard.length) continue;
          watch.queue.push(...heard);
          watch.wake();
        }
        if (rows.length < READ_BATCH) break;
      }
    } while (again);
  }
  /** Notifications arriving during a read are folded into one more read. */
  function wake() {
    if (reading) {
      again = true;
      return;
    }
    const started = performance.now();
    reading = readNew()
      .catch((error: unknown) => deps.warn(`[live] lecture des événements en échec : ${(error as Error).message}`))
      .finally(() => {
        reading = undefined;
        deps.onLag?.(performance.now() - started);
      });
  }
  const unlisten = await deps.listen(CHANNEL, wake);
  // An event committed between reading the cursor and listening would otherwise wait for the next one.
  wake();

  return {
    /** Starts queueing what `listener` may hear of, from now on. */
    watch(listener: Listener): Watch {
      const entry = { listener, queue: [] as ChangeEventRow[], wake: () => {} };
      let closed = false;
      watches.add(entry);
      return {
        async take(timeoutMs, signal) {
          if (!entry.queue.length && !stopped && !closed && !signal?.aborted) {
            await new Promise<void>((resolve) => {
              const done = () => {
                clearTimeout(timer);
                signal?.removeEventListener('abort', done);
                entry.wake = () => {};
                resolve();
              };
              const timer = setTimeout(done, timeoutMs);
              signal?.addEventListener('abort', done, { once: true });
              entry.wake = done;
            });
          }
          if (closed || (stopped && !entry.queue.length)) return null;
          return entry.queue.splice(0);
        },
        close() {
          closed = true;
          watches.delete(entry);
          entry.wake();
        },
      };
    },
    get openWatches() {
      return watches.size;
    },
    /** Ends every watch (their streams close) and stops listening. */
    async stop() {
      stopped = true;
      for (const watch of watches) watch.wake();
      await unlisten();
      await reading;
    },
  };
}

export type ChangeFeed = Awaited<ReturnType<typeof startChangeFeed>>;

/**
 * The watch's first events past `after` within `timeoutMs`, or none. A batch committed before the read may reach the
 * watch after it (its notification is on its way): those rows were answered already, so they are skipped and the
 * call goes on waiting.
 */
export async function takeAfter(watch: Watch, after: number, timeoutMs: number, signal: AbortSignal): Promise<ChangeEventRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (let left = timeoutMs; left > 0 && !signal.aborted; left = deadline - Date.now()) {
    const rows = await watch.take(left, signal);
    if (rows === null) return [];
    const fresh = rows.filter((row) => row.id > after);
    if (fresh.length) return fresh;
  }
  return [];
}
