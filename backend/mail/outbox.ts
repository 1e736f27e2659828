import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { DbOrTx } from '../db/tx';
import type { Logger } from '../logger';
import type { Mailer, MailMessage } from './mailer';

const BATCH = 20;
/** About a day of retries (30 s, 1 min, 2 min … capped at one hour) before a mail is left for an operator. */
export const MAX_MAIL_ATTEMPTS = 30;

export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export type MailOutbox = {
  /** Queues a mail inside the caller's transaction: it leaves only if that transaction commits. */
  enqueue(tx: DbOrTx, message: MailMessage): Promise<void>;
  /** Sends every mail that is due; passes of one process run one after the other. Never throws. */
  drain(): Promise<void>;
  /** Drains every `intervalMs` until `stop()`. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
};

export function createMailOutbox(deps: { db: Db; mailer: Mailer; clock: Clock; logger: Logger }): MailOutbox {
  const { db, mailer, clock, logger } = deps;
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  /** One batch, rows claimed with SKIP LOCKED so that several API instances never send a mail twice. */
  async function sendBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS)))
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of due) {
        try {
          await mailer.send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html });
          // Bodies can hold live reset links: they are not kept once the mail has left.
          await tx
            .update(mailOutbox)
            .set({ sentAt: now, attempts: row.attempts + 1, text: '', html: '' })
            .where(eq(mailOutbox.id, row.id));
        } catch (error) {
          const attempts = row.attempts + 1;
          const code = String((error as { code?: unknown }).code ?? (error as Error).name ?? 'Error');
          logger.warn({ mailId: row.id, code, attempt: attempts, maxAttempts: MAX_MAIL_ATTEMPTS }, 'envoi de mail en échec');
          await tx
            .update(mailOutbox)
            .set({ attempts, lastError: code, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      return due.length;
    });
  }

  async function pass() {
    try {
      while ((await sendBatch()) === BATCH);
    } catch (error) {
      logger.warn({ code: (error as { code?: string }).code ?? (error as Error).name }, "file d'envoi des mails indisponible");
    }
  }

  const drain = () => {
    queue = queue.then(pass);
    return queue;
  };

  return {
    drain,
    async enqueue(tx, message) {
      const now = clock.now();
      await tx.insert(mailOutbox).values({
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        createdAt: now,
        nextAttemptAt: now,
      });
    },
    start(intervalMs) {
      timer = setInterval(() => void drain(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await queue;
    },
  };
}
