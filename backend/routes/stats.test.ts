import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';
import { monthKeyAgo, statsFixtures } from '../test/stats-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let book: Awaited<ReturnType<typeof statsFixtures>>;
let icmToken: string;

beforeAll(async () => {
  t = await createTestApp();
  book = await statsFixtures(t);
  await t.fixtures.user({ email: 'conseiller@icm.demo', brandCode: 'icm', subscriptions: [] });
  icmToken = await t.tokenFor('conseiller@icm.demo');
});
afterAll(() => t.close());

const get = (path: string, token = book.a.token) => t.call('GET', `/api/stats/${path}`, { token });
type Row = Record<string, string | number | null>;

describe('GET /api/stats/ventes', () => {
  it('sums the caller’s sales of the last 12 months by month, cancelled ones apart, newest month first', async () => {
    const res = await get('ventes');
    expect(res.status).toBe(200);
    expect(res.body.display).toMatchObject({ page: 'stats/ventes', type: 'table', label: 'Statistiques des ventes' });
    expect(res.body.display.columns.map((c: { key: string }) => c.key)).toEqual(['mois', 'ventes', 'montant', 'commission', 'annulees']);
    expect(res.body.periode).toBe('12m');
    expect(res.body.totals).toEqual({ ventes: 3, montant: 330_000, commission: 13_500, annulees: 1 });
    const rows: Row[] = res.body.data.data;
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ mois: monthKeyAgo(book.now, 0), ventes: 1, montant: 200_000, commission: 8_000, annulees: 1 });
    expect(rows[2]).toEqual({ mois: monthKeyAgo(book.now, 2), ventes: 2, montant: 130_000, commission: 5_500, annulees: 0 });
    expect(rows[11].mois).toBe(monthKeyAgo(book.now, 11));
    const [bar, pie] = res.body.charts;
    expect(bar.type).toBe('bar');
    expect(bar.data.datasets[0].data.at(-1)).toBe(200_000);
    expect(pie).toMatchObject({ type: 'pie', data: { labels: ['Réservées', 'Signées', 'Actées', 'Annulées'], datasets: [{ data: [1, 1, 1, 1] }] } });
  });

  it('widens to 24 months with periode=24m', async () => {
    const res = await get('ventes?periode=24m&per_page=100');
    expect(res.body.totals).toMatchObject({ ventes: 4, montant: 730_000 });
    expect(res.body.data.total).toBe(24);
  });

  it('pages the months the Laravel way', async () => {
    const res = await get('ventes?per_page=5&page=3');
    expect(res.body.data).toMatchObject({ current_page: 3, per_page: 5, last_page: 3, total: 12, from: 11, to: 12 });
    expect(res.body.data.data.map((r: Row) => r.mois)).toEqual([monthKeyAgo(book.now, 10), monthKeyAgo(book.now, 11)]);
    expect(res.body.data.first_page_url).toMatch(/\/api\/stats\/ventes\?per_page=5&page=1$/);
  });

  it('counts another adviser’s rows for that adviser only', async () => {
    const res = await get('ventes', book.b.token);
    expect(res.body.totals).toEqual({ ventes: 1, montant: 500_000, commission: 20_000, annulees: 0 });
  });
});

describe('GET /api/stats/clients', () => {
  it('gives each client’s sales, live options and disputes of the period, best buyers first', async () => {
    const res = await get('clients');
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({ clients: 3, acheteurs: 2, nouveaux: 2 });
    const { c1, c2, c3 } = book.clients;
    expect(res.body.data.data).toEqual([
      { id: c1.id, client: 'Jeanne Dupont', ventes: 2, montant: 300_000, commission: 12_000, options: 1, litiges: 1 },
      { id: c2.id, client: 'Luc Bernard', ventes: 1, montant: 30_000, commission: 1_500, options: 1, litiges: 1 },
      { id: c3.id, client: 'Anne Roux', ventes: 0, montant: 0, commission: 0, options: 0, litiges: 0 },
    ]);
    expect(res.body.charts[1].data.datasets[0].data).toEqual([2, 1]);
  });

  it('pages the clients', async () => {
    const res = await get('clients?per_page=2&page=2');
    expect(res.body.data).toMatchObject({ current_page: 2, last_page: 2, total: 3, from: 3, to: 3 });
    expect(res.body.data.data.map((r: Row) => r.client)).toEqual(['Anne Roux']);
  });
});

describe('GET /api/stats/litiges', () => {
  it('counts disputes opened and closed by month, the mean closing delay and those still open', async () => {
    const res = await get('litiges');
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({ ouverts: 2, clos: 1, en_cours: 2 });
    const rows: Row[] = res.body.data.data;
    const days = Math.round((Date.parse(`${monthKeyAgo(book.now, 1)}-15T12:00:00Z`) - Date.parse(`${monthKeyAgo(book.now, 3)}-15T12:00:00Z`)) / 86_400_000);
    expect(rows[1]).toEqual({ mois: monthKeyAgo(book.now, 1), ouverts: 0, clos: 1, delai_moyen: days });
    expect(rows[2]).toEqual({ mois: monthKeyAgo(book.now, 2), ouverts: 1, clos: 0, delai_moyen: null });
    expect(res.body.charts[1].data).toEqual({ labels: ['Ouverts', 'En cours', 'Clos'], datasets: [{ label: 'Litiges', data: [1, 0, 1] }] });
  });
});

describe('stats refusals', () => {
  it("answers 'Subscribe now' to an adviser without the stats subscription", async () => {
    const res = await get('ventes', icmToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Subscribe now', subscription: 'stats' });
  });

  it('refuses a bad periode, page or path with a French 422', async () => {
    const bad = await get('ventes?periode=5ans');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.periode).toEqual(['Période invalide\u00a0: 3m, 6m, 12m ou 24m']);
    expect((await get('ventes?page=0')).body.errors.page).toEqual(['Numéro de page invalide']);
    const unknown = await get('options');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.path).toEqual(['Statistique inconnue\u00a0: ventes, clients ou litiges']);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call('GET', '/api/stats/ventes')).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the statistics, home and residence dashboard calls', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/stats/{path}', '/api/accueil', '/api/accueil/business', '/api/dashboard/residence/{id}']),
    );
    expect(doc.body.paths['/api/stats/{path}'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['path', 'periode', 'page', 'per_page']);
    expect(Object.keys(doc.body.components.schemas)).toEqual(expect.arrayContaining(['StatsPage', 'HomeBlock', 'HomeBusiness', 'ResidenceDashboard', 'Chart']));
  });
});
