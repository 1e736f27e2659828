import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots } from '../db/schema';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let a: { token: string; user: { id: number } };
let b: { token: string; user: { id: number } };
let residenceId: number;
let clientA: number;
let clientB: number;
let lotSeq = 0;

beforeAll(async () => {
  t = await createTestApp({ selling: { maxLiveOptions: 3, maxExtensions: 1, optionWorkingDays: 5 } });
  f = sellingFixtures(t);
  a = await f.adviser('a@is.demo');
  b = await f.adviser('b@is.demo');
  residenceId = (await f.residence()).id;
  clientA = (await f.client(a.user.id)).id;
  clientB = (await f.client(b.user.id, { nom: 'Martin' })).id;
});
afterAll(() => t.close());

const newLot = async (price = 250_000) => (await f.lot(residenceId, `A${++lotSeq}`, { price })).id;
const lotStatus = async (id: number) => (await t.db.select().from(lots).where(eq(lots.id, id)))[0].status;
const place = (who: { token: string }, body: object, headers?: Record<string, string>) =>
  t.call('POST', '/api/options', { token: who.token, body, headers });
const releaseAll = async (who: { token: string }) => {
  const list = await t.call('GET', '/api/options?status=placed&per_page=100', { token: who.token });
  for (const option of list.body.data.data) await t.call('DELETE', `/api/options/${option.id}`, { token: who.token });
};

describe('GET /api/options/limits', () => {
  it('tells the option limits this API applies, so the form offers no longer option than it accepts', async () => {
    const res = await t.call('GET', '/api/options/limits', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ option_working_days: 5, max_extensions: 1, max_live_options: 3 });
    const longer = await place(a, { lot_id: await newLot(), client_id: clientA, duration_days: 6 });
    expect(longer.status).toBe(422);
    expect(longer.body.errors.duration_days).toEqual(["La durée d'une option est de 5\u00a0jours ouvrés au plus"]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/api/options/limits')).status).toBe(401);
  });
});

describe('POST /api/options', () => {
  it('places an option with an expiry 5 working days later and marks the lot optioned', async () => {
    const lotId = await newLot();
    const res = await place(a, { lot_id: lotId, client_id: clientA });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Option posée avec succès');
    expect(res.body.data).toMatchObject({ status: 'placed', lot: { id: lotId, status: 'optioned' }, client: { id: clientA } });
    expect(res.body.data.actions).toEqual(['release', 'contract', 'extend']);
    const days = (Date.parse(res.body.data.expires_at) - Date.parse(res.body.data.placed_at)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(5);
    expect(days).toBeLessThanOrEqual(9);
    expect(await lotStatus(lotId)).toBe('optioned');
    await releaseAll(a);
  });

  it('lets exactly one of two concurrent requests on one lot succeed (unique index), the other gets 409', async () => {
    const lotId = await newLot();
    const [first, second] = await Promise.all([
      place(a, { lot_id: lotId, client_id: clientA }),
      place(b, { lot_id: lotId, client_id: clientB }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body.message).toMatch(/n'est plus disponible/);
    await releaseAll(a);
    await releaseAll(b);
  });

  it('refuses a lot that is no longer available, even from a stale grid', async () => {
    const lotId = await newLot();
    await t.db.update(lots).set({ status: 'sold' }).where(eq(lots.id, lotId));
    const res = await place(a, { lot_id: lotId, client_id: clientA });
    expect(res.status).toBe(409);
  });

  it("answers 404 for a lot of another brand's residence and 422 for another adviser's client", async () => {
    const hidden = await f.residence({ name: 'Réservée LRP', brands: ['lrp'] });
    const lotId = (await f.lot(hidden.id, 'H1')).id;
    expect((await place(a, { lot_id: lotId, client_id: clientA })).status).toBe(404);
    const res = await place(a, { lot_id: await newLot(), client_id: clientB });
    expect(res.status).toBe(422);
    expect(res.body.errors.client_id).toEqual(['Client introuvable']);
  });

  it('answers a duration that is not a number with a French 422', async () => {
    const res = await place(a, { lot_id: await newLot(), client_id: clientA, duration_days: 'abc' });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid|expected|received/);
    expect(res.body.errors.duration_days).toEqual(['Ce champ ne peut contenir que des chiffres']);
  });

  it('enforces the cap of live options per adviser', async () => {
    for (let i = 0; i < 3; i++) expect((await place(a, { lot_id: await newLot(), client_id: clientA })).status).toBe(201);
    const res = await place(a, { lot_id: await newLot(), client_id: clientA });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/déjà 3 options en cours/);
    await releaseAll(a);
  });

  it('replays the answer of a repeated Idempotency-Key instead of placing twice', async () => {
    const lotId = await newLot();
    const headers = { 'idempotency-key': 'double-click-0001' };
    const first = await place(a, { lot_id: lotId, client_id: clientA }, headers);
    const again = await place(a, { lot_id: lotId, client_id: clientA }, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    await releaseAll(a);
  });
});

describe('option lifecycle', () => {
  it('releases an option: the lot is available again; a second release is a conflict', async () => {
    const lotId = await newLot();
    const id = (await place(a, { lot_id: lotId, client_id: clientA })).body.data.id;
    const res = await t.call('DELETE', `/api/options/${id}`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Option libérée avec succès');
    expect(await lotStatus(lotId)).toBe('available');
    expect((await t.call('DELETE', `/api/options/${id}`, { token: a.token })).status).toBe(409);
  });

  it("answers 404 for another adviser's option", async () => {
    const id = (await place(a, { lot_id: await newLot(), client_id: clientA })).body.data.id;
    expect((await t.call('GET', `/api/options/${id}`, { token: b.token })).status).toBe(404);
    expect((await t.call('DELETE', `/api/options/${id}`, { token: b.token })).status).toBe(404);
    await releaseAll(a);
  });

  it('extends once, then refuses', async () => {
    const placed = (await place(a, { lot_id: await newLot(), client_id: clientA })).body.data;
    const extended = await t.call('POST', `/api/options/${placed.id}/prolongation`, { token: a.token });
    expect(extended.status).toBe(200);
    expect(Date.parse(extended.body.data.expires_at)).toBeGreaterThan(Date.parse(placed.expires_at));
    expect(extended.body.data.actions).not.toContain('extend');
    expect((await t.call('POST', `/api/options/${placed.id}/prolongation`, { token: a.token })).status).toBe(409);
    await releaseAll(a);
  });

  it('lapses after its expiry when the clock moves: the lot is available again', async () => {
    const lotId = await newLot();
    const id = (await place(a, { lot_id: lotId, client_id: clientA })).body.data.id;
    t.deps.clock.advance(10 * 86_400);
    try {
      const res = await t.call('GET', `/api/options/${id}`, { token: await f.token(a.user.id) });
      expect(res.body.data.status).toBe('expired');
      expect(await lotStatus(lotId)).toBe('available');
      const later = { token: await f.token(b.user.id) };
      expect((await place(later, { lot_id: lotId, client_id: clientB })).status).toBe(201);
      await releaseAll(later);
    } finally {
      t.deps.clock.advance(-10 * 86_400);
    }
  });
});

describe('reservation contract', () => {
  const due = (days: number) => new Date(t.deps.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

  it('caps the deposit at 5 % within a year, 2 % within two years and none beyond (R261-28)', async () => {
    const id = (await place(a, { lot_id: await newLot(200_000), client_id: clientA })).body.data.id;
    const send = (deposit: number, days: number) =>
      t.call('POST', `/api/options/${id}/infos-contrat-reservation`, {
        token: a.token,
        body: { deposit, sale_due_date: due(days), financing: 'comptant' },
      });
    expect((await send(10_001, 200)).status).toBe(422);
    expect((await send(10_000, 200)).status).toBe(200);
    const twoYears = await send(4_001, 500);
    expect(twoYears.status).toBe(422);
    expect(twoYears.body.errors.deposit[0]).toMatch(/2\u00a0%/);
    expect((await send(4_000, 500)).status).toBe(200);
    expect((await send(1, 800)).body.errors.deposit[0]).toMatch(/Aucun dépôt/);
    const ok = await send(0, 800);
    expect(ok.body.data.reservation).toMatchObject({ deposit: 0, status: 'pending', price: 200_000 });
    await releaseAll(a);
  });

  it('notifies the contract (mails the back office), allows withdrawal within 10 days, then the reservation is firm', async () => {
    const lotId = await newLot();
    const id = (await place(a, { lot_id: lotId, client_id: clientA })).body.data.id;
    const early = await t.call('POST', `/api/options/${id}/send-notification-contrat`, { token: a.token });
    expect(early.status).toBe(422);
    await t.call('POST', `/api/options/${id}/infos-contrat-reservation`, {
      token: a.token,
      body: { deposit: 5_000, sale_due_date: due(300), financing: 'credit', loan_amount: 200_000 },
    });
    const before = (await t.mails()).length;
    const res = await t.call('POST', `/api/options/${id}/send-notification-contrat`, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Réservation bien effectué');
    expect(res.body.data).toMatchObject({ status: 'notified', actions: ['withdraw'], lot: { status: 'reserved' } });
    const mails = (await t.mails()).slice(before);
    expect(mails.some((m) => m.raw.includes('back-office@espace-partenaire.local'))).toBe(true);
    expect(mails.some((m) => m.raw.includes('jeanne.dupont@client.example'))).toBe(true);
    expect((await t.call('DELETE', `/api/options/${id}`, { token: a.token })).status).toBe(409);

    t.deps.clock.advance(15 * 86_400);
    try {
      const token = await f.token(a.user.id);
      const firm = await t.call('GET', `/api/options/${id}`, { token });
      expect(firm.body.data).toMatchObject({ status: 'reserved', reservation: { status: 'firm' } });
      const late = await t.call('POST', `/api/options/${id}/retractation`, { token });
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/délai de rétractation est expiré/);
    } finally {
      t.deps.clock.advance(-15 * 86_400);
    }
  });

  it('records a withdrawal within the period and frees the lot', async () => {
    const lotId = await newLot();
    const id = (await place(b, { lot_id: lotId, client_id: clientB })).body.data.id;
    await t.call('POST', `/api/options/${id}/infos-contrat-reservation`, {
      token: b.token,
      body: { deposit: 0, sale_due_date: due(100), financing: 'comptant' },
    });
    await t.call('POST', `/api/options/${id}/send-notification-contrat`, { token: b.token });
    const res = await t.call('POST', `/api/options/${id}/retractation`, { token: b.token });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
    expect(await lotStatus(lotId)).toBe('available');
  });
});

describe('optionneurs', () => {
  it('adds an optionneur (answer holds `optionneur`) and lists only the caller’s', async () => {
    const res = await t.call('POST', '/api/optionneurs', { token: a.token, body: { prenom: 'Luc', nom: 'Bernard', email: 'LUC@cabinet.example' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Optionneur ajouté avec succès', optionneur: { prenom: 'Luc', email: 'luc@cabinet.example' } });
    const mine = await t.call('GET', '/api/optionneurs', { token: a.token });
    const theirs = await t.call('GET', '/api/optionneurs', { token: b.token });
    expect(mine.body.data.map((o: { nom: string }) => o.nom)).toContain('Bernard');
    expect(theirs.body.data.map((o: { nom: string }) => o.nom)).not.toContain('Bernard');
    expect((await t.call('POST', '/api/optionneurs', { token: a.token, body: { prenom: '', nom: 'X' } })).status).toBe(422);
  });
});
