import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../test/catalogue-fixtures';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let icmToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.fixtures.user({ email: 'conseiller@lrp.demo' });
  await t.fixtures.user({ email: 'conseiller@icm.demo', brandCode: 'icm' });
  const catalogue = catalogueFixtures(t.db);
  ids.scpi = (await catalogue.fund({ name: 'SCPI Pierre Rendement', yield: 5.1, minSubscription: 1_000 })).id;
  ids.fcpr = (await catalogue.fund({ name: 'FCPR Croissance PME', category: 'FCPR', yield: null, riskLevel: 6, minSubscription: 10_000 })).id;
  ids.lrpOnly = (await catalogue.fund({ name: 'GFV Vignobles', category: 'GFV', brands: ['lrp'] })).id;
  token = await t.tokenFor('conseiller@lrp.demo');
  icmToken = await t.tokenFor('conseiller@icm.demo');
});
afterAll(() => t.close());

const get = (url: string, as = token) => t.call('GET', url, { token: as });

describe('GET /api/fonds', () => {
  it('answers a Laravel page with the categories of the filter', async () => {
    const res = await get('/api/fonds');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, total: 3, last_page: 1 });
    expect(res.body.data.data[0]).toMatchObject({ kind: 'fund', type: 'fonds', models_count: 1, is_favorite: false });
    expect(res.body.categories).toEqual(['FCPR', 'GFV', 'SCPI']);
  });

  it('filters, sorts and keeps other brands out', async () => {
    const names = async (query: string, as = token) => (await get(`/api/fonds?${query}`, as)).body.data.data.map((f: { name: string }) => f.name);
    expect(await names('category=SCPI')).toEqual(['SCPI Pierre Rendement']);
    expect(await names('risk_max=4&sort=yield_desc')).toEqual(['SCPI Pierre Rendement', 'GFV Vignobles']);
    expect(await names('min_subscription_max=5000&q=pierre')).toEqual(['SCPI Pierre Rendement']);
    expect(await names('', icmToken)).toEqual(['FCPR Croissance PME', 'SCPI Pierre Rendement']);
  });

  it('answers 422 for a bad query', async () => {
    for (const query of ['risk_max=9', 'sort=best', 'page=-2', 'yield_min=x']) expect((await get(`/api/fonds?${query}`)).status, query).toBe(422);
  });
});

describe('GET /api/fonds/{id} and /api/fonds/modeles', () => {
  it('answers a fund with its models and documents', async () => {
    const res = await get(`/api/fonds/${ids.scpi}`);
    expect(res.body.data).toMatchObject({
      id: ids.scpi,
      name: 'SCPI Pierre Rendement',
      models: [{ name: 'Prudent', min_amount: 5_000, allocation: [{ label: 'Bureaux', percent: 100 }] }],
      documents: [{ kind: 'DIC' }],
    });
  });

  it('answers 404 outside the scope or for a residence id, 422 for a malformed id', async () => {
    expect((await get(`/api/fonds/${ids.lrpOnly}`, icmToken)).status).toBe(404);
    expect((await get('/api/fonds/424242')).status).toBe(404);
    expect((await get('/api/fonds/1.5')).status).toBe(422);
  });

  it('lists the models of every visible fund, or of one', async () => {
    const all = await get('/api/fonds/modeles', icmToken);
    expect(all.body.data.map((m: { fund_name: string }) => m.fund_name)).toEqual(['FCPR Croissance PME', 'SCPI Pierre Rendement']);
    const one = await get(`/api/fonds/modeles?fund_id=${ids.fcpr}`);
    expect(one.body.data).toHaveLength(1);
    expect((await get('/api/fonds/modeles?fund_id=zero')).status).toBe(422);
  });
});
