import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let lciToken: string;
let isToken: string;

beforeAll(async () => {
  t = await createTestApp({ testFixtures: true });
  await t.fixtures.user({ email: 'conseiller@lci.demo', brandCode: 'lci' });
  await t.fixtures.user({ email: 'conseiller@is.demo', brandCode: 'is' });
  lciToken = await t.tokenFor('conseiller@lci.demo');
  isToken = await t.tokenFor('conseiller@is.demo');
});
afterAll(() => t.close());

describe('test residences with TEST_FIXTURES=1', () => {
  it('adds a 1,000-lot residence seen by its brand only, then takes it away', async () => {
    const created = await t.call('POST', '/api/test/residences', { body: { name: 'Résidence des Mille Lots', brand: 'lci', lots: 1000 } });
    expect(created.status).toBe(201);
    expect(created.body.lots).toBe(1000);
    const id = created.body.id;

    const grid = await t.call('GET', `/api/residence/${id}/grille-lots`, { token: lciToken });
    expect(grid.status).toBe(200);
    expect(grid.body.data.lots).toHaveLength(1000);
    expect(new Set(grid.body.data.lots.map((lot: { status: string }) => lot.status))).toEqual(new Set(['available', 'optioned', 'reserved', 'sold']));
    expect((await t.call('GET', `/api/residence/${id}`, { token: isToken })).status).toBe(404);

    expect((await t.call('DELETE', `/api/test/residences/${id}`)).status).toBe(200);
    expect((await t.call('GET', `/api/residence/${id}`, { token: lciToken })).status).toBe(404);
    expect((await t.call('DELETE', `/api/test/residences/${id}`)).status).toBe(404);
  });

  it('refuses a residence of more than 2,000 lots or without a brand with 422', async () => {
    const tooMany = await t.call('POST', '/api/test/residences', { body: { name: 'Trop grande', brand: 'lci', lots: 2001 } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.lots).toBeDefined();
    expect((await t.call('POST', '/api/test/residences', { body: { name: 'Sans marque', lots: 1 } })).status).toBe(422);
  });

  it('is not mounted with the test clock alone', async () => {
    const clockOnly = await createTestApp({ testClock: true });
    try {
      expect((await clockOnly.call('POST', '/api/test/residences', { body: { name: 'Refusée', brand: 'lci', lots: 1 } })).status).toBe(404);
    } finally {
      await clockOnly.close();
    }
  }, 60_000);

  it('is never mounted in PROD', async () => {
    const prod = await createTestApp({ testFixtures: true, appEnv: 'PROD' });
    try {
      expect((await prod.call('POST', '/api/test/residences', { body: { name: 'Refusée', brand: 'lci', lots: 1 } })).status).toBe(404);
    } finally {
      await prod.close();
    }
  }, 60_000);
});
