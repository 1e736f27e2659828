import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, options } from '../../db/schema';
import { addWorkingDays } from '../../selling/calendar';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let adviser: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let clientId: number;
let residenceId: number;
let lrpStaff: string;
let lciStaff: string;

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  adviser = await f.adviser('optionneur@lrp.demo', 'lrp');
  clientId = (await f.client(adviser.user.id)).id;
  residenceId = (await f.residence({ name: 'Le Clos des Vignes', brands: ['lrp'] })).id;
  lrpStaff = await f.token((await t.fixtures.user({ email: 'options@lrp.demo', brandCode: 'lrp', role: 'staff' })).id);
  lciStaff = await f.token((await t.fixtures.user({ email: 'options@lci.demo', brandCode: 'lci', role: 'staff' })).id);
});
afterAll(() => t.close());

async function placed(reference: string) {
  const lot = await f.lot(residenceId, reference);
  const res = await t.call('POST', '/api/options', { token: adviser.token, body: { lot_id: lot.id, client_id: clientId } });
  expect(res.status).toBe(201);
  return { lotId: lot.id, optionId: res.body.data.id as number };
}
const optionRow = async (id: number) => (await t.db.select().from(options).where(eq(options.id, id)))[0];
const lotStatus = async (id: number) => (await t.db.select().from(lots).where(eq(lots.id, id)))[0].status;
const latestNotice = async () => (await t.call('GET', '/api/notifications', { token: adviser.token })).body.data.data[0];

describe('back-office options', () => {
  it('lists the live options of the brand’s advisers, none to another brand’s staff', async () => {
    const { optionId } = await placed('O1');
    const list = await t.call('GET', '/api/back-office/options', { token: lrpStaff });
    expect(list.body.data).toContainEqual(expect.objectContaining({ id: optionId, status: 'placed', marque: 'lrp', lot: expect.objectContaining({ reference: 'O1' }) }));
    expect((await t.call('GET', '/api/back-office/options', { token: lciStaff })).body.data).toEqual([]);
  });

  it('extends a placed option by working days and tells the adviser', async () => {
    const { optionId } = await placed('O2');
    const before = (await optionRow(optionId)).expiresAt;
    const res = await t.call('POST', `/api/back-office/options/${optionId}/extend`, { token: lrpStaff, body: { days: 3 } });
    expect(res.status).toBe(200);
    expect((await optionRow(optionId)).expiresAt).toEqual(addWorkingDays(before, 3));
    expect(await latestNotice()).toMatchObject({ title: 'Option prolongée' });
  });

  it('cancels a placed option with the reason sent to the adviser; the lot is available again', async () => {
    const { optionId, lotId } = await placed('O3');
    const res = await t.call('POST', `/api/back-office/options/${optionId}/cancel`, { token: lrpStaff, body: { reason: 'Client injoignable' } });
    expect(res.status).toBe(200);
    expect((await optionRow(optionId)).status).toBe('released');
    expect(await lotStatus(lotId)).toBe('available');
    expect((await latestNotice()).body).toContain('Client injoignable');
    const audit = await t.call('GET', '/api/back-office/audit?q=Client%20injoignable', { token: lrpStaff });
    expect(audit.body.data.data[0]).toMatchObject({ action: 'option.cancel', target_id: String(optionId) });

    const again = await t.call('POST', `/api/back-office/options/${optionId}/cancel`, { token: lrpStaff, body: { reason: 'Encore' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Cette option n'est plus en cours\u00a0: elle ne peut être ni prolongée ni annulée ici.");
  });

  it('needs a reason to cancel and 1 to 10 days to extend; another brand’s staff gets 404', async () => {
    const { optionId } = await placed('O4');
    const noReason = await t.call('POST', `/api/back-office/options/${optionId}/cancel`, { token: lrpStaff, body: { reason: ' ' } });
    expect(noReason.body.errors).toEqual({ reason: ["Indiquez le motif de l'annulation"] });
    const tooLong = await t.call('POST', `/api/back-office/options/${optionId}/extend`, { token: lrpStaff, body: { days: 11 } });
    expect(tooLong.body.errors).toEqual({ days: ['De 1 à 10\u00a0jours ouvrés'] });
    expect((await t.call('POST', `/api/back-office/options/${optionId}/extend`, { token: lciStaff, body: { days: 1 } })).status).toBe(404);
  });
});
