import { describe, expect, it } from 'vitest';
import { kycDocuments, kycDocumentTypes, notifications, options, threads } from '../db/schema';
import { sweepOptions } from '../db/queries/options';
import { sellingTestApp } from '../test/harness';

const { t, f } = sellingTestApp();

const HOUR = 3_600_000;
const notice = (userId: number, title: string, read = false) => ({
  userId,
  title,
  body: `${title} (détail)`,
  link: '/options',
  createdAt: new Date(),
  readAt: read ? new Date() : null,
});
const titlesOf = async (token: string) => (await t.call('GET', '/api/notifications', { token })).body.data.data.map((n: { title: string }) => n.title);

describe('GET /api/notifications', () => {
  it('answers the caller’s notifications only, newest first, with the unread count', async () => {
    const a = await f.adviser('liste-a@is.demo');
    const b = await f.adviser('liste-b@is.demo');
    await t.db.insert(notifications).values([notice(a.user.id, 'Première', true), notice(a.user.id, 'Seconde'), notice(b.user.id, 'Chez B')]);

    const res = await t.call('GET', '/api/notifications', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.unread).toBe(1);
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.data.map((n: { title: string }) => n.title).sort()).toEqual(['Première', 'Seconde']);
    const unreadOnly = await t.call('GET', '/api/notifications?non_lues=1', { token: a.token });
    expect(unreadOnly.body.data.data.map((n: { title: string }) => n.title)).toEqual(['Seconde']);
    expect((await t.call('GET', '/api/notifications/unread-count', { token: a.token })).body.data).toEqual({ unread: 1 });
  });

  it('refuses a bad filter with a French 422 and an anonymous caller with 401', async () => {
    const a = await f.adviser('filtre@is.demo');
    const bad = await t.call('GET', '/api/notifications?non_lues=oui', { token: a.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.non_lues).toEqual(['Valeur invalide (0 ou 1)']);
    expect((await t.call('GET', '/api/notifications')).status).toBe(401);
  });
});

describe('marking notifications read', () => {
  it('marks one read and lowers the count; another adviser’s id is a 404', async () => {
    const a = await f.adviser('lecture-a@is.demo');
    const b = await f.adviser('lecture-b@is.demo');
    const [mine, theirs] = await t.db.insert(notifications).values([notice(a.user.id, 'À lire'), notice(b.user.id, 'Pas à toi')]).returning();

    const read = await t.call('PUT', `/api/notifications/${mine.id}/read`, { token: a.token });
    expect(read.status).toBe(200);
    expect(read.body.data.read_at).not.toBeNull();
    expect(read.body.unread).toBe(0);

    const foreign = await t.call('PUT', `/api/notifications/${theirs.id}/read`, { token: a.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Notification introuvable');
    expect((await t.call('GET', '/api/notifications/unread-count', { token: b.token })).body.data.unread).toBe(1);

    const badId = await t.call('PUT', '/api/notifications/abc/read', { token: a.token });
    expect(badId.status).toBe(422);
    expect(badId.body.errors.id).toEqual(['Identifiant invalide']);
  });

  it('marks all of the caller’s notifications read and leaves others’ alone', async () => {
    const a = await f.adviser('toutes-a@is.demo');
    const b = await f.adviser('toutes-b@is.demo');
    await t.db.insert(notifications).values([notice(a.user.id, 'Un'), notice(a.user.id, 'Deux'), notice(b.user.id, 'Trois')]);
    const all = await t.call('PUT', '/api/notifications/read-all', { token: a.token });
    expect(all.body.data).toEqual({ updated: 2, unread: 0 });
    expect((await t.call('GET', '/api/notifications/unread-count', { token: b.token })).body.data.unread).toBe(1);
  });
});

describe('notifications raised by events', () => {
  it('tells an adviser when an option nears its expiry (once) and when it lapses', async () => {
    const a = await f.adviser('expiration@is.demo');
    const residence = await f.residence({ name: 'Le Clos des Vignes' });
    const lot = await f.lot(residence.id, 'B12', { status: 'optioned' });
    const placedAt = new Date();
    await t.db.insert(options).values({ lotId: lot.id, adviserId: a.user.id, status: 'placed', placedAt, expiresAt: new Date(placedAt.getTime() + 30 * HOUR) });

    await sweepOptions(t.db, { now: placedAt });
    await sweepOptions(t.db, { now: new Date(placedAt.getTime() + HOUR) });
    expect(await titlesOf(a.token)).toEqual(['Option bientôt expirée']);

    await sweepOptions(t.db, { now: new Date(placedAt.getTime() + 31 * HOUR) });
    const list = (await t.call('GET', '/api/notifications', { token: a.token })).body.data.data;
    expect(list.map((n: { title: string }) => n.title).sort()).toEqual(['Option bientôt expirée', 'Option expirée']);
    expect(list.find((n: { kind: string }) => n.kind === 'option_expired').body).toContain('le lot B12 (Le Clos des Vignes)');
  });

  it('tells an adviser of each reservation step they take', async () => {
    const a = await f.adviser('reservation@is.demo');
    const client = await f.client(a.user.id);
    const residence = await f.residence();
    const lot = await f.lot(residence.id, 'C03', { status: 'optioned' });
    const now = new Date();
    const [option] = await t.db
      .insert(options)
      .values({ lotId: lot.id, adviserId: a.user.id, clientId: client.id, status: 'placed', placedAt: now, expiresAt: new Date(now.getTime() + 100 * HOUR) })
      .returning();
    const due = new Date(now.getTime() + 200 * 24 * HOUR).toISOString().slice(0, 10);
    const contract = await t.call('POST', `/api/options/${option.id}/infos-contrat-reservation`, {
      token: a.token,
      body: { deposit: 1000, sale_due_date: due, financing: 'comptant' },
    });
    expect(contract.status).toBe(200);
    expect((await t.call('POST', `/api/options/${option.id}/send-notification-contrat`, { token: a.token })).status).toBe(200);
    const kinds = (await t.call('GET', '/api/notifications', { token: a.token })).body.data.data.map((n: { kind: string; title: string }) => `${n.kind}:${n.title}`);
    expect(kinds.sort()).toEqual(['reservation_step:Contrat de réservation notifié', 'reservation_step:Contrat de réservation renseigné']);
  });

  it('tells an adviser of the back office’s KYC decision', async () => {
    const a = await f.adviser('kyc@lrp.demo', 'lrp');
    const staff = await t.fixtures.user({ email: 'revue@back-office.demo', role: 'staff', brandCode: 'lrp' });
    const staffToken = await f.token(staff.id);
    await t.db.insert(kycDocumentTypes).values({ key: 'rib', label: 'RIB', position: 1 }).onConflictDoNothing();
    const [doc] = await t.db.insert(kycDocuments).values({ userId: a.user.id, documentType: 'rib', state: 'EN ATTENTE' }).returning();

    const review = await t.call('PUT', `/api/back-office/kyc/${doc.id}`, { token: staffToken, body: { state: 'KO', reason: 'Document illisible' } });
    expect(review.status).toBe(200);
    const [n] = (await t.call('GET', '/api/notifications', { token: a.token })).body.data.data;
    expect(n).toMatchObject({ kind: 'kyc_refused', title: 'Pièce refusée', link: '/documents' });
    expect(n.body).toBe('Votre pièce «\u202fRIB\u202f» a été refusée\u00a0: Document illisible. Merci d\'en envoyer une nouvelle.');
  });

  it('tells an adviser of a back-office answer; only staff of its brand may answer', async () => {
    const a = await f.adviser('message@is.demo');
    const staff = await t.fixtures.user({ email: 'reponse@back-office.demo', role: 'staff', brandCode: 'is' });
    const staffToken = await f.token(staff.id);
    const now = new Date();
    const [thread] = await t.db.insert(threads).values({ userId: a.user.id, subject: 'Frais de notaire', createdAt: now, updatedAt: now }).returning();

    expect((await t.call('POST', `/api/back-office/messages/threads/${thread.id}`, { token: a.token, body: { body: 'Moi-même' } })).status).toBe(404);
    const empty = await t.call('POST', `/api/back-office/messages/threads/${thread.id}`, { token: staffToken, body: { body: ' ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.body).toEqual(['Écrivez votre réponse']);
    expect((await t.call('POST', '/api/back-office/messages/threads/999999', { token: staffToken, body: { body: 'Bonjour' } })).status).toBe(404);

    const answer = await t.call('POST', `/api/back-office/messages/threads/${thread.id}`, { token: staffToken, body: { body: 'Bonjour, c’est noté.' } });
    expect(answer.status).toBe(201);
    expect(answer.body.data.messages.at(-1)).toMatchObject({ author: 'staff', body: 'Bonjour, c’est noté.' });
    const [n] = (await t.call('GET', '/api/notifications', { token: a.token })).body.data.data;
    expect(n).toMatchObject({ kind: 'message', link: `/messagerie/${thread.id}`, body: 'Le back-office vous a répondu\u00a0: «\u202fFrais de notaire\u202f».' });
  });
});
