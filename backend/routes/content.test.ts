import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems } from '../db/schema';
import { createTestApp } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let lrp: { token: string };
let is: { token: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const f = sellingFixtures(t);
  lrp = await f.adviser('a@lrp.demo', 'lrp');
  is = await f.adviser('b@is.demo', 'is');
  const at = (days: number) => new Date(Date.UTC(2026, 0, 1 + days));
  const rows = await t.db
    .insert(contentItems)
    .values([
      { kind: 'webinar', title: 'Plus tard', summary: 's', startsAt: at(20), publishedAt: at(0) },
      { kind: 'webinar', title: 'Bientôt', summary: 's', startsAt: at(5), publishedAt: at(0) },
      { kind: 'webinar', title: 'Réservé lrp', summary: 's', brandCode: 'lrp', startsAt: at(9), publishedAt: at(0) },
      { kind: 'training_ia', category: 'ia', title: 'IA', summary: 's', publishedAt: at(1) },
      { kind: 'training_immobilier', category: 'immobilier', title: 'LMNP', summary: 's', publishedAt: at(2) },
      { kind: 'training_ia', category: 'ia', brandCode: 'lrp', title: 'IA lrp', summary: 's', publishedAt: at(3) },
      { kind: 'document_pe', category: 'fonds', title: 'Rapport', summary: 's', publishedAt: at(1) },
      { kind: 'document_pe', category: 'client', title: 'Fiche', summary: 's', publishedAt: at(1) },
      { kind: 'news', title: 'Actu', summary: 's', publishedAt: at(1) },
    ])
    .returning();
  for (const row of rows) ids[row.title] = row.id;
});
afterAll(() => t.close());

const titles = (body: { data: { data: { title: string }[] } }) => body.data.data.map((item) => item.title);

describe('content library', () => {
  it('lists webinars of every brand plus the caller’s, the next one first, Laravel-paged', async () => {
    const mine = await t.call('GET', '/api/webinaires', { token: lrp.token });
    expect(mine.status).toBe(200);
    expect(titles(mine.body)).toEqual(['Bientôt', 'Réservé lrp', 'Plus tard']);
    expect(mine.body.data).toMatchObject({ current_page: 1, total: 3, from: 1, to: 3, last_page: 1, per_page: 20 });
    expect(mine.body.data.first_page_url).toMatch(/\/api\/webinaires\?page=1$/);
    const other = await t.call('GET', '/api/webinaires?per_page=1&page=2', { token: is.token });
    expect(titles(other.body)).toEqual(['Plus tard']);
    expect(other.body.data.total).toBe(2);
  });

  it('filters trainings by category and reads one, 404 outside the caller’s brand', async () => {
    expect(titles((await t.call('GET', '/api/formations?categorie=ia', { token: is.token })).body)).toEqual(['IA']);
    expect(titles((await t.call('GET', '/api/formations', { token: lrp.token })).body)).toEqual(['IA lrp', 'LMNP', 'IA']);
    const one = await t.call('GET', `/api/formations/${ids.LMNP}`, { token: is.token });
    expect(one.body.data).toMatchObject({ id: ids.LMNP, title: 'LMNP', category: 'immobilier' });
    expect((await t.call('GET', `/api/formations/${ids['IA lrp']}`, { token: is.token })).status).toBe(404);
    expect((await t.call('GET', `/api/formations/${ids.Actu}`, { token: is.token })).status).toBe(404);
    expect((await t.call('GET', '/api/formations/999999', { token: is.token })).status).toBe(404);
  });

  it('answers 422 for an unknown category or id, 401 without a token', async () => {
    expect((await t.call('GET', '/api/formations?categorie=cuisine', { token: is.token })).status).toBe(422);
    expect((await t.call('GET', '/api/documents-pe?categorie=autre', { token: is.token })).status).toBe(422);
    expect((await t.call('GET', '/api/formations/abc', { token: is.token })).status).toBe(422);
    expect((await t.call('GET', '/api/webinaires')).status).toBe(401);
  });

  it('filters private-equity documents and lists news, guides, laws and events', async () => {
    expect(titles((await t.call('GET', '/api/documents-pe?categorie=client', { token: lrp.token })).body)).toEqual(['Fiche']);
    expect((await t.call('GET', '/api/documents-pe', { token: lrp.token })).body.data.total).toBe(2);
    expect(titles((await t.call('GET', '/api/actualites', { token: lrp.token })).body)).toEqual(['Actu']);
    for (const path of ['guides-marches', 'lois', 'evenements']) {
      const res = await t.call('GET', `/api/${path}`, { token: lrp.token });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(0);
    }
  });
});
