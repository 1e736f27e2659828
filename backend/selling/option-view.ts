// Gives the contract's schemas their .openapi() names.
import '@hono/zod-openapi';
import { optionSchema as contractOptionSchema, reservationSchema as contractReservationSchema, type Option as ContractOption } from '../../contract/options';
import type { OptionDetail } from '../db/queries/options';
import type { SellingConfig } from './config';

export const reservationSchema = contractReservationSchema.openapi('Reservation');
export const optionSchema = contractOptionSchema.extend({ reservation: reservationSchema.nullable() }).openapi('Option');

export type OptionView = ContractOption;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const personOf = (row: { id: number; civilite: string | null; prenom: string; nom: string } | null) =>
  row ? { id: row.id, civilite: row.civilite, prenom: row.prenom, nom: row.nom } : null;

/** Which actions the adviser can take, given the state and the clock. */
export function actionsOf(row: OptionDetail, config: SellingConfig, now: Date): OptionView['actions'] {
  const { option, reservation } = row;
  if (option.status === 'placed') {
    const actions: OptionView['actions'] = ['release', 'contract'];
    if (option.extensions < config.maxExtensions) actions.push('extend');
    if (reservation) actions.push('notify');
    return actions;
  }
  if (option.status === 'notified' && option.withdrawalEndsAt && now < option.withdrawalEndsAt) return ['withdraw'];
  return [];
}

export function optionView(row: OptionDetail, config: SellingConfig, now: Date): OptionView {
  const { option, lot, residence, reservation } = row;
  return {
    id: option.id,
    status: option.status,
    placed_at: option.placedAt.toISOString(),
    expires_at: option.status === 'placed' ? option.expiresAt.toISOString() : null,
    duration_days: option.durationDays,
    extensions: option.extensions,
    extensions_left: Math.max(0, config.maxExtensions - option.extensions),
    notified_at: iso(option.notifiedAt),
    withdrawal_ends_at: iso(option.withdrawalEndsAt),
    released_at: iso(option.releasedAt),
    lot: {
      id: lot.id,
      reference: lot.reference,
      typology: lot.typology,
      floor: lot.floor,
      surface: lot.surface,
      price: lot.price,
      status: lot.status,
      residence: { id: residence.id, name: residence.name, city: residence.city, delivery_date: residence.deliveryDate },
    },
    client: personOf(row.client),
    optionneur: personOf(row.optionneur),
    reservation: reservation
      ? {
          id: reservation.id,
          status: reservation.status,
          price: reservation.price,
          deposit: reservation.deposit,
          sale_due_date: reservation.saleDueDate,
          financing: reservation.financing,
          loan_amount: reservation.loanAmount,
          notes: reservation.notes,
          notified_at: iso(reservation.notifiedAt),
          withdrawal_ends_at: iso(reservation.withdrawalEndsAt),
          documents: reservation.documents,
        }
      : null,
    actions: actionsOf(row, config, now),
  };
}
