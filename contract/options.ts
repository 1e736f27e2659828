import { z } from 'zod';
import { idInputSchema as id } from './ids';
import { LOT_STATUSES } from './catalogue-values';
import { fill, messages } from './messages';

const m = messages.fieldErrors.selling;

export const OPTION_STATUSES = ['placed', 'notified', 'reserved', 'released', 'expired', 'withdrawn'] as const;
export const OPTION_ACTIONS = ['release', 'extend', 'contract', 'notify', 'withdraw'] as const;
export const RESERVATION_STATUSES = ['pending', 'notified', 'firm', 'withdrawn', 'signed', 'deed_signed', 'cancelled'] as const;
export { LOT_STATUSES };
export const FINANCINGS = ['comptant', 'credit'] as const;

/** Longest an option may last whatever the environment; `OPTION_WORKING_DAYS` of the API stays below it. */
export const MAX_OPTION_WORKING_DAYS = 30;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * POST options: `maxDays` is the API's `OPTION_WORKING_DAYS`, which the form learns from `GET options/limits`;
 * without it the bound is the absolute one and the API words the tighter refusal.
 */
export function placeOptionSchema(maxDays = MAX_OPTION_WORKING_DAYS) {
  return z.object({
    lot_id: id(m.lot),
    client_id: id(m.client),
    optionneur_id: z.preprocess(blankToNull, id(m.optionneur).nullish()),
    duration_days: z.coerce
      .number()
      .int(m.duration)
      .min(1, m.duration)
      .max(maxDays, fill(m.durationMax, { days: maxDays }))
      .optional(),
  });
}
export type PlaceOptionInput = z.output<ReturnType<typeof placeOptionSchema>>;

/** POST options/{id}/infos-contrat-reservation: deposit, expected deed date, financing of the contract. */
export const contractInfoSchema = z
  .object({
    deposit: z.coerce.number({ error: m.deposit }).int(m.wholeEuros).min(0, m.amount),
    sale_due_date: z.iso.date(m.saleDueDate),
    financing: z.enum(FINANCINGS, { error: m.financing }),
    loan_amount: z.preprocess(blankToNull, z.coerce.number({ error: m.amount }).int(m.wholeEuros).min(0, m.amount).nullish()),
    notes: z.preprocess(blankToNull, z.string().trim().max(2000).nullish()).transform((value) => value || null),
  })
  .refine((value) => value.financing !== 'credit' || Boolean(value.loan_amount), { path: ['loan_amount'], message: m.loanAmount });
export type ContractInfoInput = z.output<typeof contractInfoSchema>;

/** The option limits the API applies, from its environment (`GET options/limits`). */
export const optionLimitsSchema = z.object({
  data: z.object({ option_working_days: z.number().int().positive(), max_extensions: z.number().int().min(0), max_live_options: z.number().int().positive() }),
});
export type OptionLimits = z.infer<typeof optionLimitsSchema>['data'];

const personSchema = z.object({ id: z.number().int(), civilite: z.string().nullable(), prenom: z.string(), nom: z.string() });
export type PersonRef = z.infer<typeof personSchema>;

const reservationDocumentSchema = z.object({ title: z.string(), url: z.string() });
/** GET options/{id}/documents-reservation */
export const reservationDocumentsSchema = z.object({ data: z.array(reservationDocumentSchema) });

export const reservationSchema = z.object({
  id: z.number().int(),
  status: z.enum(RESERVATION_STATUSES),
  price: z.number().int(),
  deposit: z.number().int(),
  sale_due_date: z.string().nullable(),
  financing: z.enum(FINANCINGS).nullable(),
  loan_amount: z.number().int().nullable(),
  notes: z.string().nullable(),
  notified_at: z.string().nullable(),
  withdrawal_ends_at: z.string().nullable(),
  documents: z.array(reservationDocumentSchema),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const optionSchema = z.object({
  id: z.number().int(),
  status: z
    .enum(OPTION_STATUSES)
    .describe(
      'placed (lot optioned) → notified (contrat notifié, rétractation de 10 jours, lot reserved) → reserved (ferme) ; placed → released (DELETE) | expired (échéance) ; notified → withdrawn (rétractation, lot available)',
    ),
  placed_at: z.string(),
  expires_at: z.string().nullable().describe('Fin de validité (options posées seulement)'),
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
    status: z.enum(LOT_STATUSES),
    residence: z.object({ id: z.number().int(), name: z.string(), city: z.string(), delivery_date: z.string().nullable() }),
  }),
  client: personSchema.nullable(),
  optionneur: personSchema.nullable(),
  reservation: reservationSchema.nullable(),
  actions: z.array(z.enum(OPTION_ACTIONS)).describe('Actions possibles dans cet état'),
});
export type Option = z.infer<typeof optionSchema>;
export type OptionStatus = Option['status'];
export type OptionAction = Option['actions'][number];

/** The answer of every option step: the option as it now stands, and the API's confirmation. */
export const optionAnswerSchema = z.object({ message: z.string().optional(), data: optionSchema });
export type OptionAnswer = z.infer<typeof optionAnswerSchema>;
