import { z } from '@hono/zod-openapi';
import { requiredText } from './shapes';

/** An empty form field means "not given": '' reads as null. */
export const blankToNull = <T extends z.ZodType>(schema: T) => schema.nullish().or(z.literal('').transform(() => null));

/** Who a client or an optionneur is, as the API answers it. */
export const personFields = {
  id: z.number().int(),
  civilite: z.string().nullable(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
};

/** Names and contact an adviser types in for a client or an optionneur. */
export const personInputFields = {
  prenom: requiredText(80, 'Entrez le prénom'),
  nom: requiredText(80, 'Entrez le nom'),
  email: blankToNull(z.email('Email non conforme').max(254, 'Email non conforme').toLowerCase()),
  telephone: blankToNull(z.string().trim().regex(/^\+?[0-9 .-]{6,20}$/, 'Numéro de téléphone invalide')),
};

type PersonRow = { id: number; civilite: string | null; prenom: string; nom: string; email: string | null; telephone: string | null };

export function personView(row: PersonRow): z.infer<z.ZodObject<typeof personFields>> {
  return { id: row.id, civilite: row.civilite, prenom: row.prenom, nom: row.nom, email: row.email, telephone: row.telephone };
}
