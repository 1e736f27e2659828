import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputes, followUps, sales } from '../db/schema';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let a: { token: string; user: { id: number } };
let b: { token: string; user: { id: number } };

beforeAll(async () => {
  t = await createTestApp({ selling: { clientProtectionDays: 90 } });
  f = sellingFixtures(t);
  a = await f.adviser('a@is.demo');
  b = await f.adviser('b@icm.demo', 'icm');
});
afterAll(() => t.close());

const denounce = (who: { token: string }, id: number, client: object = {}) =>
  t.call('POST', `/api/client/${id}/denonce`, { token: who.token, body: { client: { id, ...client } } });

describe('clients', () => {
  it('creates, lists (searchable) and reads only the caller’s clients', async () => {
    const created = await t.call('POST', '/api/clients', {
      token: a.token,
      body: { civilite: 'Mme', prenom: 'Inès', nom: 'Roux', email: 'ines.roux@client.example', birth_date: '1975-06-01', postcode: '69003', city: 'Lyon' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const list = await t.call('GET', '/api/clients?search=rou', { token: a.token });
    expect(list.body.data.data.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(list.body.data.total).toBe(1);
    expect((await t.call('GET', `/api/clients/${id}`, { token: b.token })).status).toBe(404);
    expect((await t.call('GET', `/api/client/${id}/reservation`, { token: b.token })).status).toBe(404);
    expect((await t.call('POST', '/api/clients', { token: a.token, body: { prenom: 'X', nom: 'Y', postcode: '12' } })).status).toBe(422);
  });
});

describe('POST /api/client/{id}/denonce', () => {
  it('protects the client for the configured period', async () => {
    const client = await f.client(a.user.id, { prenom: 'Hélène', nom: 'Garnier', email: 'h.garnier@client.example', birthDate: '1970-01-01' });
    const res = await denounce(a, client.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Client dénoncé avec succès');
    expect(res.body.data.denonciation.status).toBe('protected');
    const days = (Date.parse(res.body.data.denonciation.protected_until) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
  });

  it('refuses another adviser’s denunciation of the same person (name + birth date, accents and case aside)', async () => {
    const mine = await f.client(a.user.id, { prenom: 'Élodie', nom: 'Lefèvre', email: null, birthDate: '1982-03-04' });
    const theirs = await f.client(b.user.id, { prenom: 'elodie', nom: 'LEFEVRE', email: 'autre@client.example', birthDate: '1982-03-04' });
    expect((await denounce(a, mine.id)).status).toBe(200);
    const res = await denounce(b, theirs.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/déjà été dénoncé par un autre conseiller/);
    expect((await t.call('GET', `/api/clients/${theirs.id}`, { token: b.token })).body.data.denonciation.status).toBe('none');
  });

  it('recognises the same person by email, and only one of two concurrent denunciations wins', async () => {
    const mine = await f.client(a.user.id, { prenom: 'Marc', nom: 'Petit', email: 'marc.petit@client.example', birthDate: null });
    const theirs = await f.client(b.user.id, { prenom: 'Marc-Antoine', nom: 'Petit', email: 'Marc.Petit@client.example', birthDate: null });
    const results = await Promise.all([denounce(a, mine.id), denounce(b, theirs.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('asks for a birth date or an email, checks client.id and scopes to the caller', async () => {
    const bare = await f.client(a.user.id, { email: null, birthDate: null, nom: 'Sansdate' });
    expect((await denounce(a, bare.id)).body.errors['client.birth_date']).toBeDefined();
    expect((await denounce(a, bare.id, { birth_date: '1990-10-10' })).status).toBe(200);
    expect((await t.call('POST', `/api/client/${bare.id}/denonce`, { token: a.token, body: { client: { id: bare.id + 1 } } })).status).toBe(422);
    expect((await denounce(b, bare.id)).status).toBe(404);
  });

  it('lets another adviser denounce once the protection has lapsed', async () => {
    const mine = await f.client(a.user.id, { prenom: 'Zoé', nom: 'Blanc', email: 'zoe.blanc@client.example' });
    const theirs = await f.client(b.user.id, { prenom: 'Zoé', nom: 'Blanc', email: 'zoe.blanc@client.example' });
    await denounce(a, mine.id);
    t.deps.clock.advance(91 * 86_400);
    try {
      expect((await denounce({ token: await f.token(b.user.id) }, theirs.id)).status).toBe(200);
    } finally {
      t.deps.clock.advance(-91 * 86_400);
    }
  });
});

describe('ventes, suivis, litiges', () => {
  it('lists and reads the caller’s records only', async () => {
    const client = await f.client(a.user.id, { nom: 'Vente' });
    const { fund } = await f.fund();
    const now = new Date();
    const [sale] = await t.db
      .insert(sales)
      .values({ adviserId: a.user.id, clientId: client.id, fundId: fund.id, amount: 20_000, commission: 600, status: 'signed', createdAt: now })
      .returning();
    const [followUp] = await t.db
      .insert(followUps)
      .values({ adviserId: a.user.id, clientId: client.id, saleId: sale.id, kind: 'appel', title: 'Rappeler le client', status: 'todo', createdAt: now })
      .returning();
    const [dispute] = await t.db
      .insert(disputes)
      .values({ adviserId: a.user.id, clientId: client.id, saleId: sale.id, subject: 'Retard', description: 'Retard de livraison', status: 'open', openedAt: now })
      .returning();
    const ventes = await t.call('GET', '/api/ventes', { token: a.token });
    expect(ventes.body.data.data[0]).toMatchObject({ id: sale.id, product: { kind: 'fonds', label: 'SCPI Pierre Avenir' }, client: { nom: 'Vente' } });
    expect((await t.call('GET', '/api/suivis', { token: a.token })).body.data.data[0].title).toBe('Rappeler le client');
    expect((await t.call('GET', `/api/litiges/${dispute.id}`, { token: a.token })).body.data.subject).toBe('Retard');
    expect((await t.call('GET', `/api/ventes/${sale.id}`, { token: b.token })).status).toBe(404);
    expect((await t.call('GET', `/api/suivis/${followUp.id}`, { token: b.token })).status).toBe(404);
    expect((await t.call('GET', `/api/litiges/${dispute.id}`, { token: b.token })).status).toBe(404);
    expect((await t.call('GET', '/api/ventes', { token: b.token })).body.data.total).toBe(0);
  });
});
