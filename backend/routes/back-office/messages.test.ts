import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let adviser: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let staff: { id: number; token: string };
let colleague: { id: number };
let lciStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  adviser = await f.adviser('question@is.demo', 'is');
  const member = await t.fixtures.user({ email: 'equipe@is.demo', brandCode: 'is', role: 'staff', prenom: 'Paul', nom: 'Girard' });
  staff = { id: member.id, token: await f.token(member.id) };
  colleague = await t.fixtures.user({ email: 'collegue@is.demo', brandCode: 'is', role: 'staff', prenom: 'Anne', nom: 'Bois' });
  lciStaff = await f.token((await t.fixtures.user({ email: 'equipe@lci.demo', brandCode: 'lci', role: 'staff' })).id);
});
afterAll(() => t.close());

const startThread = async (subject: string) =>
  (await t.call('POST', '/api/messages/threads', { token: adviser.token, body: { subject, body: `Question : ${subject}` } })).body.data.id as number;

describe('team inbox', () => {
  it('lists the brand’s threads unread first; opening one marks it read for the team', async () => {
    const first = await startThread('Frais de notaire');
    const second = await startThread('Date de livraison');
    await t.call('GET', `/api/back-office/messages/threads/${first}`, { token: staff.token });
    const inbox = await t.call('GET', '/api/back-office/messages/threads', { token: staff.token });
    expect(inbox.body.data.map((row: { id: number; unread: boolean }) => [row.id, row.unread])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(inbox.body.data[0]).toMatchObject({ marque: 'is', adviser: { email: 'question@is.demo', name: 'Claire question' }, assignee: null });
    expect((await t.call('GET', '/api/back-office/messages/threads', { token: lciStaff })).body.data).toEqual([]);
  });

  it('sends a reply the adviser reads in its thread, notified, and recorded in the audit log', async () => {
    const id = await startThread('Plan du lot');
    const reply = await t.call('POST', `/api/back-office/messages/threads/${id}`, { token: staff.token, body: { body: 'Le plan est en ligne.' } });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Réponse envoyée');
    const thread = await t.call('GET', `/api/messages/threads/${id}`, { token: adviser.token });
    expect(thread.body.data.messages.map((m: { author: string }) => m.author)).toEqual(['cgp', 'staff']);
    const audit = await t.call('GET', '/api/back-office/audit?q=message.reply', { token: staff.token });
    expect(audit.body.data.data[0]).toMatchObject({ actor: 'equipe@is.demo', target_type: 'thread', target_id: String(id) });
  });

  it('gives a thread to a colleague of the brand, never to staff of another brand', async () => {
    const id = await startThread('Attribution');
    const given = await t.call('PUT', `/api/back-office/messages/threads/${id}/assignee`, { token: staff.token, body: { assignee_id: colleague.id } });
    expect(given.status).toBe(200);
    expect(given.body.data.assignee).toEqual({ id: colleague.id, name: 'Anne Bois' });
    expect(given.body.data.colleagues.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([staff.id, colleague.id]));
    const outsider = await t.fixtures.user({ email: 'autre@lci.demo', brandCode: 'lci', role: 'staff' });
    const refused = await t.call('PUT', `/api/back-office/messages/threads/${id}/assignee`, { token: staff.token, body: { assignee_id: outsider.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.assignee_id).toEqual(['Ce collègue ne suit pas cette marque']);
  });

  it('answers 404 on another brand’s thread and 422 on an empty reply', async () => {
    const id = await startThread('Hors marque');
    expect((await t.call('GET', `/api/back-office/messages/threads/${id}`, { token: lciStaff })).status).toBe(404);
    expect((await t.call('POST', `/api/back-office/messages/threads/${id}`, { token: lciStaff, body: { body: 'Bonjour' } })).status).toBe(404);
    const empty = await t.call('POST', `/api/back-office/messages/threads/${id}`, { token: staff.token, body: { body: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.body).toEqual(['Écrivez votre réponse']);
  });
});
