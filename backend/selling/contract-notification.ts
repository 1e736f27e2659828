import { setLotStatus, transitionOption, updateReservation, type OptionDetail } from '../db/queries/options';
import type { UserRow } from '../db/queries/users';
import type { DbOrTx } from '../db/tx';
import type { ReservationMailData } from '../mail/reservation-mails';

/**
 * The reservation contract is notified, by the adviser or confirmed by the back office: the option leaves `placed`
 * (false when another request moved it first), the withdrawal period runs until `ends`, the lot is reserved.
 */
export async function markContractNotified(tx: DbOrTx, params: { row: OptionDetail; now: Date; ends: Date }): Promise<boolean> {
  const set = { status: 'notified' as const, notifiedAt: params.now, withdrawalEndsAt: params.ends };
  if (!(await transitionOption(tx, { id: params.row.option.id, from: 'placed', set }))) return false;
  await updateReservation(tx, { optionId: params.row.option.id, set });
  await setLotStatus(tx, { lotId: params.row.lot.id, status: 'reserved' });
  return true;
}

/** What the notification mails say; the option must have its client and its contract data. */
export function contractMailData(row: OptionDetail, adviser: Pick<UserRow, 'prenom' | 'nom' | 'email' | 'cabinet'>, ends: Date): ReservationMailData {
  const { client, reservation } = row;
  if (!client || !reservation) throw new Error('contract data missing');
  return {
    optionId: row.option.id,
    adviser: { prenom: adviser.prenom, nom: adviser.nom, email: adviser.email, cabinet: adviser.cabinet },
    client: { prenom: client.prenom, nom: client.nom, email: client.email },
    lot: { reference: row.lot.reference, typology: row.lot.typology, price: row.lot.price },
    residence: { name: row.residence.name, city: row.residence.city },
    deposit: reservation.deposit,
    saleDueDate: reservation.saleDueDate,
    withdrawalEndsAt: ends,
  };
}
