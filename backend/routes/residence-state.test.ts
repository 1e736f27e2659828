import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots as lotsTable } from '../db/schema';
import { catalogueFixtures } from '../test/catalogue-fixtures';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let icmToken: string;
const ids: { sold: number; withForm: number; lots: number[]; lrpOnly: number; impact: number } = { sold: 0, withForm: 0, lots: [], lrpOnly: 0, impact: 0 };

beforeAll(async () => {
  t = await createTestApp();
  await t.fixtures.user({ email: 'conseiller@lrp.demo', subscriptions: ['impact'] });
  await t.fixtures.user({ email: 'conseiller@icm.demo', brandCode: 'icm', subscriptions: [] });
  const catalogue = catalogueFixtures(t.db);
  const withForm = await catalogue.residence({ name: 'Les Jardins du Parc', type: 'neuf', reservationDocuments: [{ title: 'Contrat', url: '/c.pdf' }] });
  const lots = await catalogue.lots(withForm.id, 3, (i) => ({ status: i === 0 ? 'sold' : 'available' }));
  const lrpOnly = await catalogue.residence({ name: 'Villa Réservée', type: 'neuf', brands: ['lrp'] });
  const impact = await catalogue.residence({ name: 'Cité Solidaire', type: 'impact' });
  Object.assign(ids, { withForm: withForm.id, lots: lots.map((lot) => lot.id), lrpOnly: lrpOnly.id, impact: impact.id });
  token = await t.tokenFor('conseiller@lrp.demo');
  icmToken = await t.tokenFor('conseiller@icm.demo');
});
afterAll(() => t.close());

describe('GET /api/residence/{id}/etat', () => {
  it('answers the current status of every lot, the caller’s favourite and subscription form', async () => {
    const res = await t.call('GET', `/api/residence/${ids.withForm}/etat`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.lots).toEqual(ids.lots.map((id, i) => ({ id, status: i === 0 ? 'sold' : 'available' })));
    expect(res.body.data.is_favorite).toBe(false);
    expect(res.body.data.subscription_url).toMatch(new RegExp(`^https://souscription\\.lrp\\.example/residences/${ids.withForm}\\?cgp=\\d+$`));
  });

  it('reflects a status change and a new favourite at once', async () => {
    await t.db.update(lotsTable).set({ status: 'optioned' }).where(eq(lotsTable.id, ids.lots[1]));
    await t.call('POST', `/api/favorites/${ids.withForm}/toggle`, { token });
    const res = await t.call('GET', `/api/residence/${ids.withForm}/etat`, { token });
    expect(res.body.data.lots[1]).toEqual({ id: ids.lots[1], status: 'optioned' });
    expect(res.body.data.is_favorite).toBe(true);
  });

  it('gives the live event the statuses include, so a change committed after the read is heard by resuming from it', async () => {
    await t.db.update(lotsTable).set({ status: 'sold' }).where(eq(lotsTable.id, ids.lots[2]));
    const state = (await t.call('GET', `/api/residence/${ids.withForm}/etat`, { token })).body.data;
    expect(state.lots[2]).toEqual({ id: ids.lots[2], status: 'sold' });
    await t.db.update(lotsTable).set({ status: 'available' }).where(eq(lotsTable.id, ids.lots[2]));

    const after = await t.call('GET', `/api/events?after=${state.event_cursor}`, { token });
    expect(after.body.data).toEqual([expect.objectContaining({ topic: 'lot', ref_id: ids.lots[2], residence_id: ids.withForm })]);
  });

  it('offers no subscription form for a residence sold without reservation documents', async () => {
    const state = (await t.call('GET', `/api/residence/${ids.lrpOnly}/etat`, { token })).body.data;
    expect(state).toMatchObject({ subscription_url: null, is_favorite: false, lots: [] });
  });

  it('answers 404 for a residence of another brand or of a type the caller has not subscribed to', async () => {
    expect((await t.call('GET', `/api/residence/${ids.lrpOnly}/etat`, { token: icmToken })).status).toBe(404);
    expect((await t.call('GET', `/api/residence/${ids.impact}/etat`, { token: icmToken })).status).toBe(404);
  });

  it('answers 401 without a token and 422 for an id that is not a number', async () => {
    expect((await t.call('GET', `/api/residence/${ids.withForm}/etat`)).status).toBe(401);
    expect((await t.call('GET', '/api/residence/abc/etat', { token })).status).toBe(422);
  });
});

describe('GET /api/user-infos catalogue scope', () => {
  it('names the brand and the programme types closed to the caller', async () => {
    const lrp = await t.call('GET', '/api/user-infos', { token });
    const icm = await t.call('GET', '/api/user-infos', { token: icmToken });
    expect(lrp.headers.get('x-catalogue-scope')).toBe('lrp');
    expect(icm.headers.get('x-catalogue-scope')).toBe('icm:impact');
  });
});
