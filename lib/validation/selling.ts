import { z } from 'zod';
import { textSchema } from './text';

/** Forms of the selling area; the same schemas check the server actions (the API checks again). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalString = (max: number, schema: z.ZodString = textSchema()) =>
  z.preprocess(blankToNull, schema.trim().max(max, `${max} caractères au maximum`).nullable().optional());
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const placeOptionSchema = z.object({
  lot_id: id('Lot invalide'),
  client_id: id('Choisissez le client'),
  optionneur_id: z.preprocess(blankToNull, id('Optionneur invalide').nullable().optional()),
  duration_days: z.coerce.number().int().min(1, 'Durée invalide').max(30, 'Durée invalide'),
});
export type PlaceOptionInput = z.infer<typeof placeOptionSchema>;

export const contractInfoSchema = z
  .object({
    deposit: z.coerce.number({ error: 'Montant invalide' }).int('Montant en euros entiers').min(0, 'Montant invalide'),
    sale_due_date: z.iso.date('Date invalide (AAAA-MM-JJ)'),
    financing: z.enum(['comptant', 'credit'], { error: 'Choisissez le mode de financement' }),
    loan_amount: z.preprocess(blankToNull, z.coerce.number().int().min(0).nullable().optional()),
    notes: optionalString(2000),
  })
  .refine((value) => value.financing !== 'credit' || Boolean(value.loan_amount), {
    path: ['loan_amount'],
    message: 'Indiquez le montant du prêt',
  });
export type ContractInfoInput = z.infer<typeof contractInfoSchema>;

const email = z.preprocess(blankToNull, z.email('Email non conforme').max(254, 'Email non conforme').nullable().optional());
const phone = z.preprocess(blankToNull, z.string().trim().regex(/^\+?[0-9 .-]{6,20}$/, 'Numéro de téléphone invalide').nullable().optional());
const civilite = z.preprocess(blankToNull, z.enum(['M.', 'Mme']).nullable().optional());

export const optionneurSchema = z.object({
  civilite,
  prenom: textSchema().trim().min(1, 'Entrez le prénom').max(80),
  nom: textSchema().trim().min(1, 'Entrez le nom').max(80),
  email,
  telephone: phone,
  societe: optionalString(120),
});
export type OptionneurInput = z.infer<typeof optionneurSchema>;

export const clientSchema = z.object({
  civilite,
  prenom: textSchema().trim().min(1, 'Entrez le prénom').max(80),
  nom: textSchema().trim().min(1, 'Entrez le nom').max(80),
  email,
  telephone: phone,
  address: optionalString(200),
  postcode: z.preprocess(blankToNull, z.string().trim().regex(/^[0-9]{5}$/, 'Code postal invalide').nullable().optional()),
  city: optionalString(120),
  birth_date: z.preprocess(blankToNull, z.iso.date('Date de naissance invalide (AAAA-MM-JJ)').nullable().optional()),
});
export type ClientInput = z.infer<typeof clientSchema>;
