import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '../db/schema';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let lrp: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let lci: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let lrpStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  lrp = await f.adviser('direct@lrp.demo', 'lrp');
  lci = await f.adviser('direct@lci.demo', 'lci');
  lrpStaff = await f.token((await t.fixtures.user({ email: 'direct-equipe@lrp.demo', brandCode: 'lrp', role: 'staff' })).id);
});
afterAll(() => t.close());

const head = async (token: string) => (await t.call('GET', '/api/events', { token })).body.last_id as number;
const after = async (token: string, id: number) => (await t.call('GET', `/api/events?after=${id}`, { token })).body;

describe('GET /api/events', () => {
  it('tells advisers of their brand’s lot changes only', async () => {
    const lrpOnly = await f.residence({ name: 'Réservée LRP', brands: ['lrp'] });
    const lot = await f.lot(lrpOnly.id, 'E1');
    const [fromLrp, fromLci] = [await head(lrp.token), await head(lci.token)];
    await t.db.update(lots).set({ status: 'sold' }).where(eq(lots.id, lot.id));

    const seen = await after(lrp.token, fromLrp);
    expect(seen.data).toEqual([{ id: expect.any(Number), topic: 'lot', ref_id: lot.id, residence_id: lrpOnly.id }]);
    expect(await after(lci.token, fromLci)).toEqual({ data: [], last_id: fromLci });
  });

  it('counts only the changes the caller may see', async () => {
    const lrpOnly = await f.residence({ name: 'Compteur LRP', brands: ['lrp'] });
    const lot = await f.lot(lrpOnly.id, 'C1');
    const before = await head(lci.token);
    await t.db.update(lots).set({ status: 'sold' }).where(eq(lots.id, lot.id));
    expect(await head(lci.token)).toBe(before);
    expect(await head(lrp.token)).toBe((await after(lrp.token, before)).last_id);
  });

  it('tells an adviser of its own thread and staff of its brand, nobody else', async () => {
    const marks = { lrp: await head(lrp.token), lci: await head(lci.token), staff: await head(lrpStaff) };
    const thread = await t.call('POST', '/api/messages/threads', { token: lrp.token, body: { subject: 'Direct', body: 'Bonjour' } });
    const event = { topic: 'message', ref_id: thread.body.data.id, residence_id: null };
    expect((await after(lrp.token, marks.lrp)).data).toEqual([expect.objectContaining(event)]);
    expect((await after(lrpStaff, marks.staff)).data).toEqual([expect.objectContaining(event)]);
    expect((await after(lci.token, marks.lci)).data).toEqual([]);
  });

  it('waits for the next event when asked to, and answers empty when none comes', async () => {
    const mark = await head(lrp.token);
    const empty = await t.call('GET', `/api/events?after=${mark}&wait=1`, { token: lrp.token });
    expect(empty.body).toEqual({ data: [], last_id: mark });

    const waiting = t.call('GET', `/api/events?after=${mark}&wait=5`, { token: lrp.token });
    await t.call('POST', '/api/messages/threads', { token: lrp.token, body: { subject: 'Attente', body: 'Bonjour' } });
    expect((await waiting).body.data).toEqual([expect.objectContaining({ topic: 'message' })]);
  });

  it('refuses a bad cursor and a missing token', async () => {
    expect((await t.call('GET', '/api/events/stream', { token: lrp.token, headers: { 'last-event-id': 'x' } })).status).toBe(422);
    expect((await t.call('GET', '/api/events/stream')).status).toBe(401);
    expect((await t.call('GET', '/api/events?after=-1', { token: lrp.token })).status).toBe(422);
    expect((await t.call('GET', '/api/events?wait=60', { token: lrp.token })).status).toBe(422);
    expect((await t.call('GET', '/api/events')).status).toBe(401);
  });
});

/** Reads a server-sent event stream until `done` holds for what came so far. */
async function readUntil(body: ReadableStream<Uint8Array>, done: (text: string) => boolean) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!done(text)) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  reader.releaseLock();
  return text;
}

const openStream = (token: string, lastEventId?: number) =>
  t.app.request('/api/events/stream', {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) }) },
  });

describe('GET /api/events/stream', () => {
  it('pushes an event to the streams that may hear of it as soon as it is committed', async () => {
    const [mine, other] = [await openStream(lrp.token), await openStream(lci.token)];
    expect(mine.headers.get('content-type')).toContain('text/event-stream');
    expect(await readUntil(mine.body!, (text) => text.includes('retry:'))).toContain('retry: 1000');
    const thread = await t.call('POST', '/api/messages/threads', { token: lrp.token, body: { subject: 'Poussé', body: 'Bonjour' } });

    const frames = await readUntil(mine.body!, (text) => text.includes('event: message'));
    expect(frames).toContain(`"ref_id":${thread.body.data.id}`);
    await mine.body!.cancel();
    await other.body!.cancel();
    expect(t.deps.live.openWatches).toBe(0);
  });

  it('resumes after the last event the client saw, without losing the ones committed meanwhile', async () => {
    const mark = await head(lrp.token);
    const missed = await t.call('POST', '/api/messages/threads', { token: lrp.token, body: { subject: 'Manqué', body: 'Bonjour' } });
    const stream = await openStream(lrp.token, mark);
    const frames = await readUntil(stream.body!, (text) => text.includes('event: message'));
    const event = (await after(lrp.token, mark)).data[0];
    expect(frames).toContain(`event: message\ndata: {"id":${event.id},"topic":"message","ref_id":${missed.body.data.id},"residence_id":null}\nid: ${event.id}\n`);
    await stream.body!.cancel();
  });
});
