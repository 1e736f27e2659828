import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../pdf/pdf-text';
import { catalogueFixtures } from '../test/catalogue-fixtures';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let icmToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.fixtures.user({ email: 'conseiller@lrp.demo', subscriptions: ['stats', 'impact'] });
  await t.fixtures.user({ email: 'conseiller@icm.demo', brandCode: 'icm', subscriptions: [] });
  const catalogue = catalogueFixtures(t.db);
  const grand = await catalogue.residence({ name: 'Les Jardins du Parc', type: 'neuf', taxScheme: 'Prix maîtrisé', priceFrom: 150_000, priceTo: 349_000, yield: 3.9, deliveryDate: '2027-06-30', reservationDocuments: [{ title: 'Contrat', url: '/c.pdf' }] });
  const lots = await catalogue.lots(grand.id, 200, (i) => ({ status: i % 10 === 0 ? 'sold' : i % 7 === 0 ? 'optioned' : 'available' }));
  const bordeaux = await catalogue.residence({ name: 'Quai des Chartrons', type: 'neuf', city: 'Bordeaux', department: 'Gironde', postcode: '33000', priceFrom: 250_000, priceTo: 600_000, yield: 3.1, deliveryDate: '2028-03-31' });
  await catalogue.lots(bordeaux.id, 3, () => ({ typology: 'T4', status: 'sold' }));
  const ancien = await catalogue.residence({ name: 'Hôtel Particulier Vauban', type: 'ancien', taxScheme: 'Malraux' });
  const lrpOnly = await catalogue.residence({ name: 'Villa Réservée', type: 'neuf', brands: ['lrp'] });
  const draft = await catalogue.residence({ name: 'Brouillon', type: 'neuf', published: false });
  const impact = await catalogue.residence({ name: 'Cité Solidaire', type: 'impact' });
  Object.assign(ids, { grand: grand.id, lot: lots[0].id, bordeaux: bordeaux.id, ancien: ancien.id, lrpOnly: lrpOnly.id, draft: draft.id, impact: impact.id });
  token = await t.tokenFor('conseiller@lrp.demo');
  icmToken = await t.tokenFor('conseiller@icm.demo');
});
afterAll(() => t.close());

const get = (url: string, as = token) => t.call('GET', url, { token: as });

describe('GET /api/residences/{type}', () => {
  it('answers a Laravel page of the type, with lot counts and page URLs keeping the filters', async () => {
    const res = await get('/api/residences/neuf?per_page=2&sort=price_asc');
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2, from: 1, to: 2 });
    expect(page.first_page_url).toMatch(/\/api\/residences\/neuf\?per_page=2&sort=price_asc&page=1$/);
    expect(page.last_page_url).toMatch(/page=2$/);
    expect(page.data.map((r: { name: string }) => r.name)).toEqual(['Les Jardins du Parc', 'Villa Réservée']);
    expect(page.data[0]).toMatchObject({ kind: 'residence', type: 'neuf', lots_total: 200, lots_available: 154, is_favorite: false });
  });

  it('filters by location, price, yield, typology, delivery, tax scheme and availability', async () => {
    const names = async (query: string) =>
      (await get(`/api/residences/neuf?${query}`)).body.data.data.map((r: { name: string }) => r.name);
    expect(await names('location=gironde')).toEqual(['Quai des Chartrons']);
    expect(await names('location=330')).toEqual(['Quai des Chartrons']);
    expect(await names('price_min=360000')).toEqual(['Quai des Chartrons', 'Villa Réservée']);
    expect(await names('price_max=200000&yield_min=3.5')).toEqual(['Les Jardins du Parc', 'Villa Réservée']);
    expect(await names('delivery_before=2027-12-31')).toEqual(['Les Jardins du Parc']);
    expect(await names('tax_scheme=Prix%20ma%C3%AEtris%C3%A9')).toEqual(['Les Jardins du Parc']);
    expect(await names('typology=T4')).toEqual(['Les Jardins du Parc', 'Quai des Chartrons']);
    expect(await names('typology=T4&available=1')).toEqual(['Les Jardins du Parc']);
    expect(await names('q=%25')).toEqual([]);
  });

  it('keeps other brands, unpublished rows and the other types out', async () => {
    const icm = await get('/api/residences/neuf', icmToken);
    expect(icm.body.data.data.map((r: { name: string }) => r.name)).toEqual(['Les Jardins du Parc', 'Quai des Chartrons']);
    const ancien = await get('/api/residences/ancien');
    expect(ancien.body.data.data.map((r: { name: string }) => r.name)).toEqual(['Hôtel Particulier Vauban']);
  });

  it('answers 422 with the field for a bad query', async () => {
    for (const query of ['page=0', 'per_page=500', 'sort=random', 'price_min=abc', 'typology=T9', 'delivery_before=demain', 'available=peut-etre']) {
      const res = await get(`/api/residences/neuf?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors).length, query).toBeGreaterThan(0);
    }
    const reversed = await get('/api/residences/neuf?price_min=500000&price_max=100000');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.price_min).toEqual(['Le prix minimum dépasse le prix maximum']);
    expect((await get('/api/residences/chateaux')).status).toBe(422);
  });

  it("answers 'Subscribe now' for a gated type without the subscription", async () => {
    const res = await get('/api/residences/impact', icmToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Subscribe now', subscription: 'impact' });
    expect((await get('/api/residences/impact')).body.data.total).toBe(1);
    const all = await get('/api/residences?per_page=100', icmToken);
    expect(all.body.data.data.map((r: { type: string }) => r.type)).not.toContain('impact');
  });

  it('needs a token', async () => {
    expect((await t.call('GET', '/api/residences/neuf')).status).toBe(401);
  });
});

describe('GET /api/residences', () => {
  it('lists every type, or the types asked for', async () => {
    expect((await get('/api/residences?per_page=100')).body.data.total).toBe(5);
    const res = await get('/api/residences?type=ancien,impact');
    expect(res.body.data.data.map((r: { name: string }) => r.name)).toEqual(['Cité Solidaire', 'Hôtel Particulier Vauban']);
  });

  it('answers the same page under the name residences-liste', async () => {
    const liste = await get('/api/residences-liste?type=ancien,impact');
    expect(liste.status).toBe(200);
    const residences = await get('/api/residences?type=ancien,impact');
    expect(liste.body.data.data).toEqual(residences.body.data.data);
    expect(liste.body.data.total).toBe(residences.body.data.total);
    expect(liste.body.data.first_page_url).toContain('/api/residences-liste?');
  });

  it('offers the filter values of what the caller sees', async () => {
    const res = await get('/api/residences/filtres?type=neuf');
    expect(res.body.data).toMatchObject({ departments: ['Gironde', 'Rhône'], tax_schemes: ['Prix maîtrisé'], price_min: 150_000, price_max: 600_000 });
  });
});

describe('GET /api/residence/{id} and its grid', () => {
  it('answers the facets and the typology summary', async () => {
    const res = await get(`/api/residence/${ids.grand}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: ids.grand, name: 'Les Jardins du Parc', reservation_documents: [{ title: 'Contrat', url: '/c.pdf' }], lmnp_tax: null });
    expect(res.body.data.typologies.map((row: { typology: string }) => row.typology)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
  });

  it('answers 404 outside the scope and 422 for a malformed id', async () => {
    expect((await get(`/api/residence/${ids.lrpOnly}`, icmToken)).status).toBe(404);
    expect((await get(`/api/residence/${ids.draft}`)).status).toBe(404);
    expect((await get('/api/residence/999999')).status).toBe(404);
    expect((await get(`/api/residence/${ids.grand}/grille-lots`, icmToken)).status).toBe(200);
    expect((await get(`/api/residence/${ids.lrpOnly}/grille-lots`, icmToken)).status).toBe(404);
    const bad = await get('/api/residence/abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toBeDefined();
    expect((await get(`/api/residence/${ids.impact}`, icmToken)).body.message).toBe('Subscribe now');
    expect((await get(`/api/residence/${ids.impact}/grille-lots`, icmToken)).status).toBe(404);
  });

  it('answers every lot of the grid', async () => {
    const res = await get(`/api/residence/${ids.grand}/grille-lots`);
    expect(res.body.data.residence).toEqual({ id: ids.grand, name: 'Les Jardins du Parc' });
    expect(res.body.data.lots).toHaveLength(200);
    expect(res.body.data.lots[0]).toMatchObject({ reference: 'A001', typology: 'T1', status: 'sold', residence_id: ids.grand });
  });

  it('builds a multi-page PDF of the grid holding every lot', async () => {
    const res = await t.app.request(`/api/residence/${ids.grand}/grille-pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Les Jardins du Parc');
    for (const reference of ['A001', 'A100', 'A200']) expect(text).toContain(reference);
    expect(text).toContain('Optionné');
    expect(text).toMatch(/Page 1 \/ [2-9]/);
  });

  it('answers the subscription form address and the points of interest', async () => {
    expect((await get(`/api/residence/${ids.grand}/souscription-iframe`)).body.data.url).toMatch(/^https:\/\//);
    expect((await get(`/api/residence/${ids.ancien}/souscription-iframe`)).body.data.url).toBeNull();
    const poi = await get(`/api/residence/${ids.grand}/points-interet`);
    expect(new Set(poi.body.data.map((p: { category: string }) => p.category))).toEqual(new Set(['school', 'health', 'business', 'transport', 'sport']));
    expect((await get(`/api/residence/${ids.grand}/points-interet`)).body).toEqual(poi.body);
  });
});

describe('GET /api/lot/{id}', () => {
  it('answers the lot with its residence, 404 outside the scope', async () => {
    const res = await get(`/api/lot/${ids.lot}`);
    expect(res.body.data).toMatchObject({ id: ids.lot, reference: 'A001', residence: { id: ids.grand, name: 'Les Jardins du Parc' } });
    expect((await get('/api/lot/99999999')).status).toBe(404);
    expect((await get('/api/lot/-1')).status).toBe(422);
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue routes', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/residences/{type}', '/api/residence/{id}/grille-pdf', '/api/lot/{id}']));
  });
});
