import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueScope, scopeReader } from '../db/queries/catalogue-scope';
import { createTestApp, testConfig } from '../test/harness';
import { sellingFixtures } from '../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let lrpResidence: number;
let isResidence: number;
let impactResidence: number;

const asApp = (scope: string, token = testConfig.catalogueReadToken) => ({ token, headers: { 'x-catalogue-scope': scope } });

beforeAll(async () => {
  t = await createTestApp();
  const f = sellingFixtures(t);
  lrpResidence = (await f.residence({ name: 'Villa Horizon', brands: ['lrp'] })).id;
  isResidence = (await f.residence({ name: 'Clos des Vignes', brands: ['is'] })).id;
  impactResidence = (await f.residence({ name: 'Impact Solidaire', type: 'impact', brands: ['lrp'] })).id;
});
afterAll(() => t.close());

describe('catalogue reads with the app credential', () => {
  it('answer the residences of the scope’s brand, with no favourite of any adviser', async () => {
    const res = await t.call('GET', `/api/residence/${lrpResidence}`, asApp('lrp'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: lrpResidence, name: 'Villa Horizon' });
    expect((await t.call('GET', `/api/residence/${lrpResidence}/grille-lots`, asApp('lrp'))).status).toBe(200);
    expect((await t.call('GET', `/api/residence/${isResidence}`, asApp('lrp'))).status).toBe(404);
  });

  it('answer the lists of the scope alike for every adviser: its brand only, no favourite', async () => {
    const all = await t.call('GET', '/api/residences?per_page=50', asApp('lrp'));
    expect(all.status).toBe(200);
    const names = all.body.data.data.map((card: { name: string }) => card.name);
    expect(names).toEqual(expect.arrayContaining(['Villa Horizon', 'Impact Solidaire']));
    expect(names).not.toContain('Clos des Vignes');
    expect(all.body.data.data.every((card: { is_favorite: boolean }) => !card.is_favorite)).toBe(true);
    const oneType = await t.call('GET', '/api/residences/neuf', asApp('is'));
    expect(oneType.body.data.data.map((card: { name: string }) => card.name)).toEqual(['Clos des Vignes']);
  });

  it('keep a programme type the scope closes out of reach', async () => {
    expect((await t.call('GET', '/api/residences/impact', asApp('lrp:impact'))).body).toMatchObject({ subscription: 'impact' });
    const all = await t.call('GET', '/api/residences?per_page=50', asApp('lrp:impact'));
    expect(all.body.data.data.map((card: { name: string }) => card.name)).not.toContain('Impact Solidaire');
    expect((await t.call('GET', `/api/residence/${impactResidence}`, asApp('lrp'))).status).toBe(200);
    const closed = await t.call('GET', `/api/residence/${impactResidence}`, asApp('lrp:impact'));
    expect(closed.body).toMatchObject({ subscription: 'impact' });
  });

  it('are refused with another token (401) or an unknown scope (422); the app token alone is no adviser', async () => {
    expect((await t.call('GET', `/api/residence/${lrpResidence}`, asApp('lrp', 'another-token-another-token-another-token'))).status).toBe(401);
    const bad = await t.call('GET', `/api/residence/${lrpResidence}`, asApp('lrp:neuf'));
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Portée de catalogue invalide\u00a0: une marque suivie des types de programmes fermés est attendue');
    expect((await t.call('GET', `/api/residence/${lrpResidence}`, { token: testConfig.catalogueReadToken })).status).toBe(401);
    expect((await t.call('GET', `/api/residence/${lrpResidence}/etat`, asApp('lrp'))).status).toBe(401);
    expect((await t.call('GET', '/api/favorites/ids', asApp('lrp'))).status).toBe(401);
  });
});

describe('scopeReader', () => {
  it('reads back the scope catalogueScope names', () => {
    for (const scope of ['lrp', 'is:impact']) expect(catalogueScope(scopeReader(scope)!)).toBe(scope);
  });
});
