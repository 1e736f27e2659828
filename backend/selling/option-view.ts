import { z } from '@hono/zod-openapi';
import type { OptionDetail } from '../db/queries/options';
import type { SellingConfig } from './config';

export const optionActions = ['release', 'extend', 'contract', 'notify', 'withdraw'] as const;

const person = z.object({ id: z.number().int(), civilite: z.string().nullable(), prenom: z.string(), nom: z.string() });

export const reservationSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['pending', 'notified', 'firm', 'withdrawn', 'signed', 'cancelled']),
    price: z.number().int(),
    deposit: z.number().int(),
    sale_due_date: z.string().nullable(),
    financing: z.enum(['comptant', 'credit']).nullable(),
    loan_amount: z.number().int().nullable(),
    notes: z.string().nullable(),
    notified_at: z.string().nullable(),
    withdrawal_ends_at: z.string().nullable(),
    documents: z.array(z.object({ title: z.string(), url: z.string() })),
  })
  .openapi('Reservation');

export const optionSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['placed', 'notified', 'reserved', 'released', 'expired', 'withdrawn']).openapi({
      description:
        "placed (lot optioned) → notified (contrat notifié, rétractation de 10 jours, lot reserved) → reserved (ferme) ; placed → released (DELETE) | expired (échéance) ; notified → withdrawn (rétractation, lot available)",
    }),
    placed_at: z.string(),
    expires_at: z.string().nullable().openapi({ description: 'Fin de validité (options posées seulement)' }),
    duration_days: z.number().int(),
    extensions: z.number().int(),
    extensions_left: z.number().int(),
    notified_at: z.string().nullable(),
    withdrawal_ends_at: z.string().nullable(),
    released_at: z.string().nullable(),
    lot: z.object({
      id: z.number().int(),
      reference: z.string(),
      typology: z.string(),
      floor: z.number().int(),
      surface: z.number(),
      price: z.number().int(),
      status: z.enum(['available', 'optioned', 'reserved', 'sold']),
      residence: z.object({ id: z.number().int(), name: z.string(), city: z.string(), delivery_date: z.string().nullable() }),
    }),
    client: person.nullable(),
    optionneur: person.nullable(),
    reservation: reservationSchema.nullable(),
    actions: z.array(z.enum(optionActions)).openapi({ description: 'Actions possibles dans cet état' }),
  })
  .openapi('Option');

export type OptionView = z.infer<typeof optionSchema>;

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
