import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, options, reservations } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { sellingFixtures } from '../../test/selling-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof sellingFixtures>;
let adviser: Awaited<ReturnType<ReturnType<typeof sellingFixtures>['adviser']>>;
let clientId: number;
let residenceId: number;
let staffId: number;
let colleagueId: number;
let lciStaff: string;

const STEP_TAKEN = "Cette réservation n'en est plus à cette étape\u00a0: quelqu'un vient de la faire avancer. La liste est à jour.";

beforeAll(async () => {
  t = await createTestApp();
  f = sellingFixtures(t);
  adviser = await f.adviser('reservataire@lrp.demo', 'lrp');
  clientId = (await f.client(adviser.user.id)).id;
  residenceId = (await f.residence({ name: 'Les Terrasses du Port', brands: ['lrp'] })).id;
  staffId = (await t.fixtures.user({ email: 'etapes@lrp.demo', brandCode: 'lrp', role: 'staff' })).id;
  colleagueId = (await t.fixtures.user({ email: 'etapes2@lrp.demo', brandCode: 'lrp', role: 'staff' })).id;
  lciStaff = await f.token((await t.fixtures.user({ email: 'etapes@lci.demo', brandCode: 'lci', role: 'staff' })).id);
});
afterAll(() => t.close());

const due = (days: number) => new Date(t.deps.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** An option with its contract data recorded by the adviser: the reservation is pending. */
async function pendingReservation(reference: string) {
  const lot = await f.lot(residenceId, reference);
  const placed = await t.call('POST', '/api/options', { token: adviser.token, body: { lot_id: lot.id, client_id: clientId } });
  const optionId = placed.body.data.id as number;
  const contract = await t.call('POST', `/api/options/${optionId}/infos-contrat-reservation`, {
    token: adviser.token,
    body: { deposit: 5_000, sale_due_date: due(300), financing: 'comptant' },
  });
  expect(contract.status).toBe(200);
  return { lotId: lot.id, optionId };
}

const confirm = (token: string, optionId: number, step: string) =>
  t.call('POST', `/api/back-office/options/${optionId}/reservation-step`, { token, body: { step } });
const reservationOf = async (optionId: number) => (await t.db.select().from(reservations).where(eq(reservations.optionId, optionId)))[0];
const lotStatus = async (id: number) => (await t.db.select().from(lots).where(eq(lots.id, id)))[0].status;

describe('POST /api/back-office/options/{id}/reservation-step', () => {
  it('confirms contract notified, contract signed, then deed signed: the adviser is told each time, the lot ends sold, each step audited', async () => {
    const { lotId, optionId } = await pendingReservation('R1');
    const staff = await f.token(staffId);
    const listed = await t.call('GET', '/api/back-office/options', { token: staff });
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id: optionId, reservation: { status: 'pending', next_step: 'notified' } }));

    const before = (await t.mails()).length;
    const notified = await confirm(staff, optionId, 'notified');
    expect(notified.status).toBe(200);
    expect(notified.body.message).toBe('Étape «\u202fContrat notifié\u202f» enregistrée');
    expect((await t.db.select().from(options).where(eq(options.id, optionId)))[0]).toMatchObject({ status: 'notified' });
    expect(await lotStatus(lotId)).toBe('reserved');
    const mails = (await t.mails()).slice(before);
    expect(mails.some((m) => m.raw.includes('reservataire@lrp.demo') && m.raw.includes('Contrat notifi'))).toBe(true);
    expect(mails.some((m) => m.raw.includes('jeanne.dupont@client.example'))).toBe(true);
    const notice = (await t.call('GET', '/api/notifications', { token: adviser.token })).body.data.data[0];
    expect(notice).toMatchObject({ title: 'Contrat notifié' });
    expect(notice.body).toContain('R1');

    t.deps.clock.advance(15 * 86_400);
    try {
      const later = await f.token(staffId);
      const firm = await t.call('GET', '/api/back-office/options', { token: later });
      expect(firm.body.data).toContainEqual(expect.objectContaining({ id: optionId, status: 'reserved', reservation: { status: 'firm', next_step: 'signed' } }));
      expect((await confirm(later, optionId, 'signed')).status).toBe(200);
      expect(await reservationOf(optionId)).toMatchObject({ status: 'signed', contractSignedAt: expect.any(Date) });
      expect((await confirm(later, optionId, 'deed_signed')).status).toBe(200);
      expect(await reservationOf(optionId)).toMatchObject({ status: 'deed_signed', deedSignedAt: expect.any(Date) });
      expect(await lotStatus(lotId)).toBe('sold');
      const adviserView = await t.call('GET', `/api/options/${optionId}`, { token: await f.token(adviser.user.id) });
      expect(adviserView.body.data).toMatchObject({ status: 'reserved', reservation: { status: 'deed_signed' }, lot: { status: 'sold' } });
      expect((await t.call('GET', '/api/back-office/options', { token: later })).body.data).not.toContainEqual(expect.objectContaining({ id: optionId }));
      const audit = await t.call('GET', '/api/back-office/audit?q=reservation.step', { token: later });
      const steps = audit.body.data.data.filter((line: { details: { reference: string } }) => line.details.reference === 'R1');
      expect(steps.map((line: { details: { step: string } }) => line.details.step)).toEqual(['deed_signed', 'signed', 'notified']);
      expect(steps[0]).toMatchObject({ actor: 'etapes@lrp.demo', marques: ['lrp'], target_type: 'reservation' });
    } finally {
      t.deps.clock.advance(-15 * 86_400);
    }
  });

  it('refuses a step out of order with 409 and leaves the reservation as it was', async () => {
    const { optionId } = await pendingReservation('R2');
    const staff = await f.token(staffId);
    const early = await confirm(staff, optionId, 'deed_signed');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(STEP_TAKEN);
    expect((await reservationOf(optionId)).status).toBe('pending');
  });

  it('of two staff members confirming the same step at once, one wins and the other gets 409', async () => {
    const { optionId } = await pendingReservation('R3');
    const answers = await Promise.all([confirm(await f.token(staffId), optionId, 'notified'), confirm(await f.token(colleagueId), optionId, 'notified')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.status === 409)?.body.message).toBe(STEP_TAKEN);
    const audit = await t.call('GET', '/api/back-office/audit?q=R3', { token: await f.token(staffId) });
    expect(audit.body.data.data.filter((line: { action: string }) => line.action === 'reservation.step')).toHaveLength(1);
  });

  it('when the adviser notifies the contract while the back office confirms it, one of them wins and the other gets 409', async () => {
    const { optionId } = await pendingReservation('R4');
    const [adviserAnswer, staffAnswer] = await Promise.all([
      t.call('POST', `/api/options/${optionId}/send-notification-contrat`, { token: adviser.token }),
      confirm(await f.token(staffId), optionId, 'notified'),
    ]);
    expect([adviserAnswer.status, staffAnswer.status].sort()).toEqual([200, 409]);
    expect((await reservationOf(optionId)).status).toBe('notified');
  });

  it('reaches the adviser as a live event', async () => {
    const { optionId } = await pendingReservation('R5');
    const head = (await t.call('GET', '/api/events', { token: adviser.token })).body.last_id as number;
    await confirm(await f.token(staffId), optionId, 'notified');
    const events = await t.call('GET', `/api/events?after=${head}`, { token: adviser.token });
    expect(events.body.data).toContainEqual(expect.objectContaining({ topic: 'reservation', ref_id: (await reservationOf(optionId)).id }));
  });

  it('refuses an unknown step (422); another brand’s staff gets 404; an adviser gets 404', async () => {
    const { optionId } = await pendingReservation('R6');
    const unknown = await confirm(await f.token(staffId), optionId, 'paid');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ step: ['Étape de réservation inconnue'] });
    expect((await confirm(lciStaff, optionId, 'notified')).status).toBe(404);
    expect((await confirm(adviser.token, optionId, 'notified')).status).toBe(404);
    expect((await reservationOf(optionId)).status).toBe('pending');
  });
});
