import { z } from 'zod';
import fr from '@/messages/fr.json';
import { textSchema } from './text';

const m = fr.fieldErrors.selling;

/** Forms of the selling area; the same schemas check the server actions (the API checks again). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalString = (max: number, schema: z.ZodString = textSchema()) =>
  z.preprocess(blankToNull, schema.trim().max(max).nullable().optional());

const email = z.preprocess(blankToNull, z.email(m.email).max(254, m.email).nullable().optional());
const phone = z.preprocess(blankToNull, z.string().trim().regex(/^\+?[0-9 .-]{6,20}$/, m.phone).nullable().optional());
const civilite = z.preprocess(blankToNull, z.enum(['M.', 'Mme']).nullable().optional());

export const optionneurSchema = z.object({
  civilite,
  prenom: textSchema().trim().min(1, m.firstName).max(80),
  nom: textSchema().trim().min(1, m.lastName).max(80),
  email,
  telephone: phone,
  societe: optionalString(120),
});
export type OptionneurInput = z.infer<typeof optionneurSchema>;

export const clientSchema = z.object({
  civilite,
  prenom: textSchema().trim().min(1, m.firstName).max(80),
  nom: textSchema().trim().min(1, m.lastName).max(80),
  email,
  telephone: phone,
  address: optionalString(200),
  postcode: z.preprocess(blankToNull, z.string().trim().regex(/^[0-9]{5}$/, m.postcode).nullable().optional()),
  city: optionalString(120),
  birth_date: z.preprocess(blankToNull, z.iso.date(m.birthDate).nullable().optional()),
});
export type ClientInput = z.infer<typeof clientSchema>;
