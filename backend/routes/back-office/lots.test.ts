import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let adviser: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let clientId: number;
let lrpStaff: string;
let lciStaff: string;
let residenceId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  adviser = await f.adviser('acheteur@lrp.demo', 'lrp');
  clientId = (await f.client(adviser.user.id)).id;
  lrpStaff = await f.token((await t.fixtures.user({ email: 'lots@lrp.demo', brandCode: 'lrp', role: 'staff' })).id);
  lciStaff = await f.token((await t.fixtures.user({ email: 'lots@lci.demo', brandCode: 'lci', role: 'staff' })).id);
  residenceId = (await f.residence({ name: 'Villa Horizon', brands: ['lrp'] })).id;
});
afterAll(() => t.close());

describe('PUT /api/back-office/lots/{id}', () => {
  it('sets status and price; an option on the lot just closed is refused', async () => {
    const lot = await f.lot(residenceId, 'A101');
    const res = await t.call('PUT', `/api/back-office/lots/${lot.id}`, { token: lrpStaff, body: { status: 'reserved', price: 262_000 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Lot A101 mis à jour', data: { id: lot.id, reference: 'A101', typology: 'T2', status: 'reserved', price: 262_000 } });

    const option = await t.call('POST', '/api/options', { token: adviser.token, body: { lot_id: lot.id, client_id: clientId } });
    expect(option.status).toBe(409);
    expect(option.body.message).toBe("Ce lot n'est plus disponible\u00a0: il vient d'être réservé ou vendu.");
    const audit = await t.call('GET', '/api/back-office/audit?q=A101', { token: lrpStaff });
    expect(audit.body.data.data[0]).toMatchObject({ action: 'lot.update', marques: ['lrp'], details: { from: { status: 'available', price: 250_000 }, to: { status: 'reserved', price: 262_000 } } });
  });

  it('lists the brand’s residences and their lots, and nothing of another brand', async () => {
    const lot = await f.lot(residenceId, 'B201');
    const residences = await t.call('GET', '/api/back-office/residences', { token: lrpStaff });
    expect(residences.body.data).toEqual(expect.arrayContaining([{ id: residenceId, name: 'Villa Horizon', city: 'Montpellier' }]));
    expect((await t.call('GET', '/api/back-office/residences', { token: lciStaff })).body.data).not.toContainEqual(expect.objectContaining({ id: residenceId }));
    const lots = await t.call('GET', `/api/back-office/residences/${residenceId}/lots`, { token: lrpStaff });
    expect(lots.body.data).toContainEqual(expect.objectContaining({ id: lot.id, status: 'available' }));
    expect((await t.call('GET', `/api/back-office/residences/${residenceId}/lots`, { token: lciStaff })).body.data).toEqual([]);
    expect((await t.call('PUT', `/api/back-office/lots/${lot.id}`, { token: lciStaff, body: { status: 'sold', price: 1 } })).status).toBe(404);
  });

  it('refuses an unknown status and a price that is not a positive whole number', async () => {
    const lot = await f.lot(residenceId, 'C301');
    const res = await t.call('PUT', `/api/back-office/lots/${lot.id}`, { token: lrpStaff, body: { status: 'bradé', price: -3 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ status: ['Statut de lot inconnu'], price: ['Prix invalide'] });
  });
});
