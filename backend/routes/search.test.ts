import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../test/catalogue-fixtures';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const me = await t.fixtures.user({ email: 'conseiller@lrp.demo' });
  const other = await t.fixtures.user({ email: 'conseiller@icm.demo', brandCode: 'icm' });
  const catalogue = catalogueFixtures(t.db);
  const lyon = await catalogue.residence({ name: 'Les Jardins de Bordeaux', city: 'Lyon', lat: 45.76, lng: 4.85 });
  await catalogue.lots(lyon.id, 3);
  ids.lyon = lyon.id;
  ids.bordeaux = (await catalogue.residence({ name: 'Quai des Chartrons', city: 'Bordeaux', department: 'Gironde', postcode: '33000', lat: 44.85, lng: -0.57 })).id;
  await catalogue.fund({ name: 'SCPI Bordeaux Commerces' });
  await catalogue.client(me.id, { prenom: 'Paul', nom: 'Bordeaux', city: 'Nantes' });
  await catalogue.client(other.id, { prenom: 'Anne', nom: 'Bordeaux', city: 'Lille' });
  token = await t.tokenFor('conseiller@lrp.demo');
});
afterAll(() => t.close());

const post = (url: string, body: unknown) => t.call('POST', url, { token, body });

describe('POST /api/global-search', () => {
  it('finds programmes, funds, lots and only the caller’s clients', async () => {
    const res = await post('/api/global-search', { query: 'bordeaux' });
    expect(res.status).toBe(200);
    expect(res.body.data.residences.map((r: { name: string }) => r.name)).toEqual(['Les Jardins de Bordeaux', 'Quai des Chartrons']);
    expect(res.body.data.funds.map((f: { name: string }) => f.name)).toEqual(['SCPI Bordeaux Commerces']);
    expect(res.body.data.clients).toEqual([expect.objectContaining({ prenom: 'Paul', nom: 'Bordeaux' })]);
    const lots = await post('/api/global-search', { query: 'A002' });
    expect(lots.body.data.lots).toEqual([expect.objectContaining({ reference: 'A002', residence_id: ids.lyon, residence_name: 'Les Jardins de Bordeaux' })]);
  });

  it('answers 422 for a query too short or missing', async () => {
    expect((await post('/api/global-search', { query: 'a' })).body.errors.query).toEqual(['Saisissez au moins 2 caractères']);
    expect((await post('/api/global-search', {})).status).toBe(422);
  });
});

describe('POST /api/residence/search-by-location', () => {
  it('finds residences by place name, around a point, or all of them', async () => {
    const byName = await post('/api/residence/search-by-location', { search: 'Gironde' });
    expect(byName.body.data.residences.map((r: { id: number }) => r.id)).toEqual([ids.bordeaux]);
    expect(byName.body.data.center).toEqual({ lat: 44.85, lng: -0.57 });
    const around = await post('/api/residence/search-by-location', { lat: 45.75, lng: 4.84, radius_km: 10 });
    expect(around.body.data.residences).toEqual([expect.objectContaining({ id: ids.lyon, distance_km: expect.any(Number) })]);
    const all = await post('/api/residence/search-by-location', { all: true });
    expect(all.body.data.residences).toHaveLength(2);
  });

  it('answers 422 for an incomplete position or no criterion', async () => {
    expect((await post('/api/residence/search-by-location', { lat: 45 })).body.errors.lng).toBeDefined();
    expect((await post('/api/residence/search-by-location', {})).body.errors.search).toBeDefined();
    expect((await post('/api/residence/search-by-location', { lat: 95, lng: 0 })).status).toBe(422);
  });
});
