import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAttachments } from '../../db/queries/message-attachments';
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
  it('lists the brand’s threads unread first; reading one changes nothing, marking it read does for the team', async () => {
    const first = await startThread('Frais de notaire');
    const second = await startThread('Date de livraison');
    expect((await t.call('GET', `/api/back-office/messages/threads/${first}`, { token: staff.token })).body.data.unread).toBe(true);
    expect((await t.call('PUT', `/api/back-office/messages/threads/${first}/read`, { token: staff.token })).status).toBe(204);
    expect((await t.call('PUT', `/api/back-office/messages/threads/${first}/read`, { token: lciStaff })).status).toBe(404);
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

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const asBase64 = (bytes: Buffer) => bytes.toString('base64');
const download = (threadId: number, attachmentId: number, token: string) =>
  t.app.request(`/api/messages/threads/${threadId}/attachments/${attachmentId}`, { headers: { authorization: `Bearer ${token}` } });

describe('answer attachments', () => {
  it('joins a PDF the adviser downloads from its thread; another adviser gets 404', async () => {
    const id = await startThread('Contrat');
    const reply = await t.call('POST', `/api/back-office/messages/threads/${id}`, {
      token: staff.token,
      body: { body: 'Le contrat signé.', attachments: [{ name: 'Contrat réservé.pdf', content: asBase64(PDF) }] },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.messages.at(-1).attachments).toEqual([{ id: expect.any(Number), name: 'Contrat réservé.pdf', mime: 'application/pdf', size: PDF.length }]);
    const thread = await t.call('GET', `/api/messages/threads/${id}`, { token: adviser.token });
    const attachment = thread.body.data.messages.at(-1).attachments[0];
    const file = await download(id, attachment.id, adviser.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''Contrat%20r%C3%A9serv%C3%A9.pdf");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
    const stranger = await f.adviser('curieux@is.demo', 'is');
    expect((await download(id, attachment.id, stranger.token)).status).toBe(404);
    const otherThread = await startThread('Autre');
    expect((await download(otherThread, attachment.id, adviser.token)).status).toBe(404);
  });

  it('refuses in French a file that is not a PDF, JPEG or PNG (415), too large (413), empty or too many (422), and stores nothing', async () => {
    const id = await startThread('Refus');
    const send = (attachments: unknown) => t.call('POST', `/api/back-office/messages/threads/${id}`, { token: staff.token, body: { body: 'Voici', attachments } });
    const html = await send([{ name: 'page.pdf', content: asBase64(Buffer.from('<html><script>alert(1)</script></html>')) }]);
    expect(html.status).toBe(415);
    expect(html.body.errors).toEqual({ 'attachments.0.content': ['Pièce jointe refusée\u00a0: PDF, JPEG ou PNG uniquement'] });
    const big = await send([{ name: 'gros.pdf', content: asBase64(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])) }]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Pièce jointe trop volumineuse\u00a0: 10\u00a0Mo au maximum par fichier');
    const empty = await send([{ name: 'vide.pdf', content: '' }]);
    expect(empty.status).toBe(422);
    const six = await send(Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, content: asBase64(PDF) })));
    expect(six.status).toBe(422);
    expect(six.body.errors.attachments).toEqual(['5 pièces jointes au maximum']);
    const thread = await t.call('GET', `/api/messages/threads/${id}`, { token: adviser.token });
    expect(thread.body.data.messages).toHaveLength(1);
  });
});

describe('staff downloads', () => {
  const staffDownload = (threadId: number, attachmentId: number, token: string) =>
    t.app.request(`/api/back-office/messages/threads/${threadId}/attachments/${attachmentId}`, { headers: { authorization: `Bearer ${token}` } });
  /** A file joined to the adviser's first message, as an adviser's upload stores it. */
  const adviserFile = async (threadId: number, name: string, bytes: Buffer) => {
    const thread = await t.call('GET', `/api/messages/threads/${threadId}`, { token: adviser.token });
    const filePath = `messages/${threadId}/piece-conseiller.pdf`;
    await t.deps.storage.put(filePath, bytes, 'application/pdf');
    await addAttachments(t.db, { messageId: thread.body.data.messages[0].id, files: [{ filePath, name, mime: 'application/pdf', size: bytes.length }] });
    const listed = await t.call('GET', `/api/back-office/messages/threads/${threadId}`, { token: staff.token });
    return listed.body.data.messages[0].attachments[0] as { id: number; name: string };
  };

  it('gives staff of the brand the adviser’s file, bytes and name as stored', async () => {
    const id = await startThread('Avis d’imposition');
    const attachment = await adviserFile(id, 'Avis d’imposition 2025.pdf', PDF);
    expect(attachment.name).toBe('Avis d’imposition 2025.pdf');
    const file = await staffDownload(id, attachment.id, staff.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain("filename*=UTF-8''Avis%20d%E2%80%99imposition%202025.pdf");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });

  it('gives staff of the brand the file of the team’s own answer', async () => {
    const id = await startThread('Notice');
    const reply = await t.call('POST', `/api/back-office/messages/threads/${id}`, {
      token: staff.token,
      body: { body: 'La notice.', attachments: [{ name: 'Notice.pdf', content: asBase64(PDF) }] },
    });
    const attachment = reply.body.data.messages.at(-1).attachments[0];
    const file = await staffDownload(id, attachment.id, staff.token);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);
  });

  it('answers 404 to staff of another brand, to the thread’s own adviser, and on an id of another thread', async () => {
    const id = await startThread('Justificatif');
    const attachment = await adviserFile(id, 'Justificatif.pdf', PDF);
    const notFound = await staffDownload(id, attachment.id, lciStaff);
    expect(notFound.status).toBe(404);
    expect((await notFound.json()).message).toBe('Pièce jointe introuvable');
    expect((await staffDownload(id, attachment.id, adviser.token)).status).toBe(404);
    const otherThread = await startThread('Autre dossier');
    expect((await staffDownload(otherThread, attachment.id, staff.token)).status).toBe(404);
  });

  it('answers 404 on an unknown attachment or thread and 401 without a token', async () => {
    const id = await startThread('Inconnu');
    expect((await staffDownload(id, 999_999, staff.token)).status).toBe(404);
    expect((await staffDownload(999_999, 1, staff.token)).status).toBe(404);
    expect((await t.app.request(`/api/back-office/messages/threads/${id}/attachments/1`)).status).toBe(401);
  });
});
