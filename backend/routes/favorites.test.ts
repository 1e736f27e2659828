import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures } from '../test/catalogue-fixtures';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let otherToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await t.fixtures.user({ email: 'conseiller@lrp.demo' });
  await t.fixtures.user({ email: 'conseiller@icm.demo', brandCode: 'icm' });
  const catalogue = catalogueFixtures(t.db);
  ids.residence = (await catalogue.residence({ name: 'Les Jardins du Parc' })).id;
  ids.fund = (await catalogue.fund({ name: 'SCPI Pierre Rendement' })).id;
  ids.lrpOnly = (await catalogue.residence({ name: 'Villa Réservée', brands: ['lrp'] })).id;
  token = await t.tokenFor('conseiller@lrp.demo');
  otherToken = await t.tokenFor('conseiller@icm.demo');
});
afterAll(() => t.close());

const toggle = (id: number | string, as = token) => t.call('POST', `/api/favorites/${id}/toggle`, { token: as, body: {} });
const list = (as = token) => t.call('GET', '/api/favorites', { token: as });

describe('favourites', () => {
  it('toggles residences and funds on and off, and lists them newest first in a Laravel page', async () => {
    expect((await toggle(ids.residence)).body.data).toEqual({ id: ids.residence, kind: 'residence', is_favorite: true });
    expect((await toggle(ids.fund)).body.data).toEqual({ id: ids.fund, kind: 'fund', is_favorite: true });
    const res = await list();
    expect(res.body.data.total).toBe(2);
    expect(res.body.data.data.map((f: { kind: string }) => f.kind).sort()).toEqual(['fund', 'residence']);
    const residence = res.body.data.data.find((f: { kind: string }) => f.kind === 'residence');
    expect(residence.residence).toMatchObject({ id: ids.residence, is_favorite: true });
    expect((await t.call('GET', `/api/residence/${ids.residence}`, { token })).body.data.is_favorite).toBe(true);
    expect((await toggle(ids.residence)).body.data.is_favorite).toBe(false);
    expect((await list()).body.data.total).toBe(1);
  });

  it("keeps each adviser's favourites apart", async () => {
    expect((await list(otherToken)).body.data.total).toBe(0);
  });

  it("answers the ids of the caller's favourite residences and funds, and no one else's", async () => {
    await toggle(ids.residence);
    const favoriteIdsOf = async (as: string) => (await t.call('GET', '/api/favorites/ids', { token: as })).body.data;
    expect(await favoriteIdsOf(token)).toEqual({ residences: [ids.residence], funds: [ids.fund] });
    expect(await favoriteIdsOf(otherToken)).toEqual({ residences: [], funds: [] });
    await toggle(ids.residence);
    expect(await favoriteIdsOf(token)).toEqual({ residences: [], funds: [ids.fund] });
    expect((await t.call('GET', '/api/favorites/ids')).status).toBe(401);
  });

  it('answers 404 for an unknown or out-of-scope programme and 422 for a malformed id', async () => {
    expect((await toggle(999_999)).status).toBe(404);
    expect((await toggle(ids.lrpOnly, otherToken)).status).toBe(404);
    expect((await toggle('abc')).status).toBe(422);
    expect((await t.call('POST', `/api/favorites/${ids.fund}/toggle`, { body: {} })).status).toBe(401);
  });
});
