import { z } from 'zod';
import { messages } from './messages';
import { blankToNull, textSchema } from './text';

const m = messages.fieldErrors.selling;

export const CIVILITES = ['M.', 'Mme'] as const;

/** Who a client or an optionneur is, as the API answers it. */
export const personFields = {
  id: z.number().int(),
  civilite: z.string().nullable(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
};

/** Names and contact an adviser types in for a client or an optionneur; blank optional fields read as null. */
export const personInputFields = {
  civilite: z.preprocess(blankToNull, z.enum(CIVILITES).nullable().optional()),
  prenom: textSchema(m.firstName).trim().min(1, m.firstName).max(80),
  nom: textSchema(m.lastName).trim().min(1, m.lastName).max(80),
  email: z.preprocess(blankToNull, z.email(m.email).max(254, m.email).toLowerCase().nullable().optional()),
  telephone: z.preprocess(blankToNull, z.string().trim().regex(/^\+?[0-9 .-]{6,20}$/, m.phone).nullable().optional()),
};
