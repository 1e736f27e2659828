import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, threads } from '../db/schema';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: { token: string; user: { id: number } };
let b: { token: string; user: { id: number } };
let threadId: number;

beforeAll(async () => {
  t = await createTestApp();
  const f = sellingFixtures(t);
  a = await f.adviser('a@is.demo');
  b = await f.adviser('b@is.demo');
  const at = new Date('2026-01-10T10:00:00Z');
  const [thread] = await t.db.insert(threads).values({ userId: a.user.id, subject: 'Dossier Roux', createdAt: at, updatedAt: at }).returning();
  threadId = thread.id;
  await t.db.insert(messages).values([
    { threadId, authorId: a.user.id, authorRole: 'cgp', body: 'Bonjour', createdAt: at, readAt: at },
    { threadId, authorId: null, authorRole: 'staff', body: 'Bien reçu', createdAt: new Date('2026-01-11T10:00:00Z') },
  ]);
});
afterAll(() => t.close());

describe('messagerie', () => {
  it('lists only the caller’s threads with their unread answers; reading changes nothing, marking read does', async () => {
    const list = await t.call('GET', '/api/messages/threads', { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.data.data).toMatchObject([{ id: threadId, subject: 'Dossier Roux', unread: 1 }]);
    expect((await t.call('GET', '/api/messages/threads', { token: b.token })).body.data.total).toBe(0);
    const read = await t.call('GET', `/api/messages/threads/${threadId}`, { token: a.token });
    expect(read.body.data.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
      ['cgp', 'Bonjour'],
      ['staff', 'Bien reçu'],
    ]);
    expect((await t.call('GET', '/api/messages/threads', { token: a.token })).body.data.data[0].unread).toBe(1);
    expect((await t.call('PUT', `/api/messages/threads/${threadId}/read`, { token: a.token })).status).toBe(204);
    expect((await t.call('GET', '/api/messages/threads', { token: a.token })).body.data.data[0].unread).toBe(0);
  });

  it('marks read only the caller’s own thread: 404 for another adviser’s, 401 without a token', async () => {
    const at = new Date('2026-01-12T10:00:00Z');
    await t.db.insert(messages).values({ threadId, authorId: null, authorRole: 'staff', body: 'Autre réponse', createdAt: at });
    const refused = await t.call('PUT', `/api/messages/threads/${threadId}/read`, { token: b.token });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBeTruthy();
    expect((await t.call('PUT', `/api/messages/threads/${threadId}/read`)).status).toBe(401);
    expect((await t.call('GET', '/api/messages/threads', { token: a.token })).body.data.data[0].unread).toBe(1);
  });

  it('replies in the caller’s own thread only (404 otherwise), 422 for an empty message', async () => {
    const reply = await t.call('POST', `/api/messages/threads/${threadId}`, { token: a.token, body: { body: '  Merci !  ' } });
    expect(reply.status).toBe(201);
    expect(reply.body.data.messages.at(-1)).toMatchObject({ author: 'cgp', body: 'Merci !' });
    expect((await t.call('GET', `/api/messages/threads/${threadId}`, { token: b.token })).status).toBe(404);
    expect((await t.call('POST', `/api/messages/threads/${threadId}`, { token: b.token, body: { body: 'Intrus' } })).status).toBe(404);
    const empty = await t.call('POST', `/api/messages/threads/${threadId}`, { token: a.token, body: { body: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.body).toEqual(['Écrivez votre message']);
  });

  it('starts a new conversation', async () => {
    const created = await t.call('POST', '/api/messages/threads', { token: b.token, body: { subject: 'Question KYC', body: 'Quel document ?' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ subject: 'Question KYC', messages: [{ author: 'cgp', body: 'Quel document ?' }] });
    expect((await t.call('POST', '/api/messages/threads', { token: b.token, body: { subject: '', body: 'x' } })).status).toBe(422);
  });
});
