import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');
const SHARED_REFUSAL = "Cette résidence est aussi distribuée par d'autres marques\u00a0: seul le back-office de toutes les marques peut modifier ses lots et ses fichiers.";

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let lrpStaff: string;
let lciStaff: string;
let everyBrandStaff: string;
let shared: number;
let everywhere: number;
let lrpOnly: number;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  lrpStaff = await f.token((await t.fixtures.user({ email: 'proprio@lrp.demo', brandCode: 'lrp', role: 'staff' })).id);
  lciStaff = await f.token((await t.fixtures.user({ email: 'proprio@lci.demo', brandCode: 'lci', role: 'staff' })).id);
  const all = await t.fixtures.user({ email: 'proprio@back-office.demo', brandCode: 'is', role: 'staff' });
  await t.fixtures.assignBrands(all.id, ['lrp', 'lci', 'is', 'icm']);
  everyBrandStaff = await f.token(all.id);
  shared = (await f.residence({ name: 'Les Terrasses', brands: ['lrp', 'lci'] })).id;
  everywhere = (await f.residence({ name: 'Le Parc', brands: null })).id;
  lrpOnly = (await f.residence({ name: 'La Bastide', brands: ['lrp'] })).id;
});
afterAll(() => t.close());

const putLot = (lotId: number, token: string) => t.call('PUT', `/api/back-office/lots/${lotId}`, { token, body: { status: 'sold', price: 199_000 } });
const addFile = (residenceId: number, token: string) =>
  t.call('POST', `/api/back-office/programmes/${residenceId}/files`, { token, body: { kind: 'document', title: 'Notice', content: PDF } });

describe('shared catalogue data', () => {
  it('refuses single-brand staff the price and status of a lot of a residence several brands distribute', async () => {
    for (const residenceId of [shared, everywhere]) {
      const lot = await f.lot(residenceId, `L${residenceId}`);
      for (const token of [lrpStaff, lciStaff]) {
        const refused = await putLot(lot.id, token);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(SHARED_REFUSAL);
      }
      expect((await putLot(lot.id, everyBrandStaff)).status).toBe(200);
    }
  });

  it('refuses single-brand staff adding or removing a file of such a residence, even one its own brand added', async () => {
    expect((await addFile(shared, lrpStaff)).status).toBe(403);
    const added = await addFile(shared, everyBrandStaff);
    expect(added.status).toBe(201);
    const remove = (token: string) => t.call('DELETE', `/api/back-office/programmes/${shared}/files/${added.body.data.id}`, { token });
    expect((await remove(lciStaff)).status).toBe(403);
    expect((await remove(lrpStaff)).status).toBe(403);
    expect((await remove(everyBrandStaff)).status).toBe(200);
  });

  it('leaves a residence of one brand to that brand’s staff', async () => {
    const lot = await f.lot(lrpOnly, 'B1');
    expect((await putLot(lot.id, lrpStaff)).status).toBe(200);
    expect((await addFile(lrpOnly, lrpStaff)).status).toBe(201);
    expect((await putLot(lot.id, lciStaff)).status).toBe(404);
  });
});
