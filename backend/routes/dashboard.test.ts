import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../auth/sessions';
import { disputes, options, sales } from '../db/schema';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let a: { token: string; user: { id: number } };
let b: { token: string; user: { id: number } };
let other: { token: string; user: { id: number } };
let director: string;

beforeAll(async () => {
  t = await createTestApp();
  const f = sellingFixtures(t);
  a = await f.adviser('a@lrp.demo', 'lrp');
  b = await f.adviser('b@lrp.demo', 'lrp');
  other = await f.adviser('c@is.demo', 'is');
  const boss = await t.fixtures.user({ email: 'boss@lrp.demo', brandCode: 'lrp', directeur: true });
  director = (await startSession(t.deps, boss.id)).access_token;

  const residence = await f.residence();
  const [lot1, lot2, lot3] = await Promise.all(['A1', 'A2', 'A3'].map((ref) => f.lot(residence.id, ref)));
  const clientA = await f.client(a.user.id);
  await f.client(a.user.id, { prenom: 'Luc', email: 'luc@client.example' });
  const clientB = await f.client(b.user.id);
  const clientO = await f.client(other.user.id);
  const now = new Date();
  const later = new Date(now.getTime() + 5 * 86_400_000);
  await t.db.insert(options).values([
    { lotId: lot1.id, adviserId: a.user.id, clientId: clientA.id, status: 'placed', placedAt: now, expiresAt: later },
    { lotId: lot2.id, adviserId: a.user.id, clientId: clientA.id, status: 'released', placedAt: now, expiresAt: later },
    { lotId: lot3.id, adviserId: other.user.id, clientId: clientO.id, status: 'placed', placedAt: now, expiresAt: later },
  ]);
  await t.db.insert(sales).values([
    { adviserId: a.user.id, clientId: clientA.id, amount: 200_000, commission: 8_000, status: 'signed', createdAt: now },
    { adviserId: a.user.id, clientId: clientA.id, amount: 100_000, commission: 4_000, status: 'acte', createdAt: now },
    { adviserId: b.user.id, clientId: clientB.id, amount: 500_000, commission: 20_000, status: 'signed', createdAt: now },
    { adviserId: other.user.id, clientId: clientO.id, amount: 900_000, commission: 1, status: 'signed', createdAt: now },
  ]);
  await t.db.insert(disputes).values([
    { adviserId: a.user.id, subject: 'Retard', description: 'd', status: 'open', openedAt: now },
    { adviserId: a.user.id, subject: 'Clos', description: 'd', status: 'closed', openedAt: now },
  ]);
});
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it('counts only the caller’s own rows', async () => {
    const res = await t.call('GET', '/api/dashboard', { token: a.token });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.options).toEqual({ placed: 1, notified: 0, reserved: 0, total: 1 });
    expect(data.clients).toBe(2);
    expect(data.open_disputes).toBe(1);
    expect(data.sales.find((s: { status: string }) => s.status === 'signed')).toMatchObject({ count: 1, amount: 200_000, commission: 8_000 });
    expect(data.sales.find((s: { status: string }) => s.status === 'acte')).toMatchObject({ count: 1, amount: 100_000 });
    expect(data.charts.map((c: { type: string }) => c.type)).toEqual(['bar', 'pie']);
    expect(data.charts[0].data.datasets[0].data).toEqual([0, 200_000, 100_000, 0]);
  });

  it('answers zeros for a new adviser and 401 without a token', async () => {
    const res = await t.call('GET', '/api/dashboard', { token: director });
    expect(res.body.data.clients).toBe(0);
    expect(res.body.data.options.total).toBe(0);
    expect((await t.call('GET', '/api/dashboard')).status).toBe(401);
  });
});

describe('direction dashboard', () => {
  it('refuses advisers who are not directors (403)', async () => {
    expect((await t.call('GET', '/api/dashboard/direction', { token: a.token })).status).toBe(403);
    expect((await t.call('GET', '/api/dashboard/direction/stats', { token: a.token })).status).toBe(403);
  });

  it('gives directors the url and the figures of their brand’s advisers only', async () => {
    expect((await t.call('GET', '/api/dashboard/direction', { token: director })).body).toEqual({ url: '/dashboard/direction' });
    const res = await t.call('GET', '/api/dashboard/direction/stats', { token: director });
    expect(res.status).toBe(200);
    expect(res.body.data.advisers.map((x: { nom: string; sales_amount: number }) => [x.nom, x.sales_amount])).toEqual([
      ['b', 500_000],
      ['a', 300_000],
      ['Martin', 0],
    ]);
    expect(res.body.data.figures.clients).toBe(3);
    expect(res.body.data.figures.options.total).toBe(1);
    expect(res.body.data.figures.sales.find((s: { status: string }) => s.status === 'signed').amount).toBe(700_000);
  });
});
