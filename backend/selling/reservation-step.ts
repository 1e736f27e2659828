import { backOfficeText, RESERVATION_STEP_FROM, type ReservationStep } from '../../contract/back-office';
import { recordAudit } from '../db/queries/back-office/audit';
import { addNotifications } from '../db/queries/notifications';
import { advanceReservation, setLotStatus, type OptionDetail, type ReservationRow } from '../db/queries/options';
import type { UserRow } from '../db/queries/users';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { clientReservationMail, reservationStepMail } from '../mail/reservation-mails';
import { notices } from '../notifications/notices';
import type { SellingConfig } from './config';
import { contractMailData, markContractNotified } from './contract-notification';
import { withdrawalEnd } from './reservation-rules';

type StepInput = { row: OptionDetail; adviser: UserRow; step: ReservationStep; actor: Pick<UserRow, 'id' | 'email'>; now: Date };

/** For the one of two concurrent confirmations that lost, or a step asked from the wrong status. */
const stepTaken = () => new ApiError('conflict', backOfficeText.errors.stepTaken);

const signatureOf = (step: Exclude<ReservationStep, 'notified'>, now: Date): Partial<ReservationRow> =>
  step === 'signed' ? { status: 'signed', contractSignedAt: now } : { status: 'deed_signed', deedSignedAt: now };

/**
 * A reservation step the back office confirms, its notice and mail to the adviser, its effects on option and lot,
 * and its audit line: together or not at all. Each step starts from one status only (`WHERE status = expected`).
 */
export async function confirmReservationStep(deps: Pick<Deps, 'db' | 'outbox'>, config: SellingConfig, input: StepInput): Promise<void> {
  const { row, adviser, step, now } = input;
  const reservation = row.reservation;
  const from = RESERVATION_STEP_FROM[step];
  if (!reservation || reservation.status !== from || (step === 'notified' && row.option.status !== 'placed')) throw stepTaken();
  const label = backOfficeText.options.steps[step];
  const ref = { optionId: row.option.id, lotReference: row.lot.reference, residenceName: row.residence.name };
  await deps.db.transaction(async (tx) => {
    if (step === 'notified') {
      // Guarded on the option, locked before the reservation as the adviser's own notification does: no deadlock.
      const ends = withdrawalEnd(now, config.withdrawalDays);
      if (!(await markContractNotified(tx, { row, now, ends }))) throw stepTaken();
      if (row.client?.email) await deps.outbox.enqueue(tx, clientReservationMail(row.client.email, contractMailData(row, adviser, ends)));
    } else if (!(await advanceReservation(tx, { id: reservation.id, from, set: signatureOf(step, now) }))) {
      throw stepTaken();
    }
    if (step === 'deed_signed') await setLotStatus(tx, { lotId: row.lot.id, status: 'sold' });
    await addNotifications(tx, { now, items: [{ userId: adviser.id, notice: notices.reservationStepConfirmed({ ...ref, step: label }) }] });
    await deps.outbox.enqueue(tx, reservationStepMail({ to: adviser.email, prenom: adviser.prenom, step: label, lotReference: ref.lotReference, residenceName: ref.residenceName }));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'reservation.step',
      targetType: 'reservation',
      targetId: reservation.id,
      brandCodes: [adviser.brandCode],
      details: { reference: ref.lotReference, residence: ref.residenceName, adviser: adviser.email, step, from },
      now,
    });
  });
  void deps.outbox.drain();
}
