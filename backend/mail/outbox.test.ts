import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { mailOutbox, options } from '../db/schema';
import { silentLogger } from '../logger';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';
import type { Mailer, MailMessage } from './mailer';
import { createMailOutbox, retryDelayMs } from './outbox';

let t: Awaited<ReturnType<typeof createTestApp>>;
let mailDown = false;

beforeAll(async () => {
  t = await createTestApp({}, {
    mailer: (real) => ({
      send: async (message) => {
        if (mailDown) throw Object.assign(new Error('mail folder not writable'), { code: 'EACCES' });
        await real.send(message);
      },
    }),
  });
});
afterAll(() => t.close());

describe('mail outbox', () => {
  it('answers the committed notification while mail is down, then sends its mails once mail is back', async () => {
    const f = sellingFixtures(t);
    const adviser = await f.adviser('outbox@is.demo');
    const residenceId = (await f.residence()).id;
    const clientId = (await f.client(adviser.user.id, { email: 'client.outbox@client.example' })).id;
    const lotId = (await f.lot(residenceId, 'O1')).id;
    const call = (method: string, url: string, body?: object) => t.call(method, url, { token: adviser.token, body });
    const id = (await call('POST', '/api/options', { lot_id: lotId, client_id: clientId })).body.data.id;
    const dueDate = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    await call('POST', `/api/options/${id}/infos-contrat-reservation`, { deposit: 0, sale_due_date: dueDate, financing: 'comptant' });
    const before = (await t.mails()).length;

    mailDown = true;
    const notified = await call('POST', `/api/options/${id}/send-notification-contrat`);
    expect(notified.status).toBe(200);
    expect(notified.body.data.status).toBe('notified');
    expect((await t.mails()).length).toBe(before);
    const queued = await t.db.select().from(mailOutbox);
    expect(queued.filter((row) => !row.sentAt)).toHaveLength(2);
    expect(queued.every((row) => row.lastError === 'EACCES' || row.sentAt)).toBe(true);

    mailDown = false;
    await t.db.update(mailOutbox).set({ nextAttemptAt: new Date() });
    expect((await t.mails()).length - before).toBe(2);
    const sent = await t.db.select().from(mailOutbox);
    expect(sent.every((row) => row.sentAt && row.text === '' && row.html === '')).toBe(true);
    expect((await t.db.select().from(options).where(eq(options.id, id)))[0].status).toBe('notified');
  });

  it('answers forgot-password the same for a known and an unknown address while mail is down', async () => {
    await t.fixtures.user({ email: 'oubli@is.demo', brandCode: 'is' });
    mailDown = true;
    const known = await t.call('POST', '/api/forgot-password', { body: { email: 'oubli@is.demo' } });
    const unknown = await t.call('POST', '/api/forgot-password', { body: { email: 'personne@is.demo' } });
    // The answer does not wait for the mail: its send, started in the background, ends while mail is still down.
    await t.deps.outbox.drain();
    mailDown = false;
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(unknown.body);
  });

  it('backs off between attempts, up to an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('sends each mail once when several API instances drain the same outbox', async () => {
    const sent: string[] = [];
    const slowMailer: Mailer = {
      async send(message: MailMessage) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(message.subject);
      },
    };
    const instances = [1, 2, 3].map(() => createMailOutbox({ db: t.db, mailer: slowMailer, clock: createClock(), logger: silentLogger }));
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++) await instances[0].enqueue(tx, { to: 'x@example.test', subject: `n${i}`, text: 't', html: 'h' });
    });
    await Promise.all(instances.map((outbox) => outbox.drain()));
    expect(sent.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `n${i}`).sort());
  });
});
