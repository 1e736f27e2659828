import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { statsFixtures } from '../test/stats-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let book: Awaited<ReturnType<typeof statsFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  book = await statsFixtures(t);
});
afterAll(() => t.close());

const get = (path: string, token = book.a.token) => t.call('GET', `/api/dashboard/residence/${path}`, { token });

describe('GET /api/dashboard/residence/{id}', () => {
  it('answers the residence’s lots and the caller’s own options and sales of the period', async () => {
    const res = await get(String(book.residences.home.id));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.residence).toEqual({ id: book.residences.home.id, name: 'Les Jardins du Lez', city: 'Montpellier', type: 'neuf' });
    expect(data.periode).toBe('12m');
    expect(data.lots).toEqual({ total: 4, available: 1, optioned: 2, reserved: 0, sold: 1 });
    // b's live option on A4 is b's, not the caller's.
    expect(data.options).toEqual({ placed: 1, notified: 0, reserved: 0, total: 1 });
    expect(data.reservations).toEqual({ count: 0, amount: 0 });
    expect(data.sales).toEqual({ count: 1, amount: 200_000, commission: 8_000 });
    expect(data.charts[0].data.datasets[0].data).toEqual([1, 2, 0, 1]);
    expect(data.charts[1].data.labels).toHaveLength(12);
  });

  it('reads the period from periode', async () => {
    const res = await get(`${book.residences.home.id}?periode=3m`);
    expect(res.body.data.periode).toBe('3m');
    expect(res.body.data.charts[1].data.labels).toHaveLength(3);
  });

  it('answers 404 for a residence outside the caller’s brand or unknown, and 422 for a bad periode or id', async () => {
    expect((await get(String(book.residences.hidden.id))).status).toBe(404);
    expect((await get('999999')).status).toBe(404);
    const bad = await get(`${book.residences.home.id}?periode=hier`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.periode).toEqual(['Période invalide\u00a0: 3m, 6m, 12m ou 24m']);
    expect((await get('abc')).body.errors.id).toEqual(['Identifiant invalide']);
  });

  it("answers 'Subscribe now' for a residence of a type the caller is not subscribed to", async () => {
    const res = await get(String(book.residences.impact.id));
    expect(res.body).toEqual({ message: 'Subscribe now', subscription: 'impact' });
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', `/api/dashboard/residence/${book.residences.home.id}`)).status).toBe(401);
  });
});
