import { z } from '@hono/zod-openapi';
import type { ClientRow } from '../db/queries/clients';
import { optionalText, requiredText } from './shapes';

export const clientSchema = z
  .object({
    id: z.number().int(),
    civilite: z.string().nullable(),
    prenom: z.string(),
    nom: z.string(),
    email: z.string().nullable(),
    telephone: z.string().nullable(),
    address: z.string().nullable(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
    birth_date: z.string().nullable(),
    created_at: z.string(),
    denonciation: z.object({
      status: z.enum(['protected', 'expired', 'none']),
      denounced_at: z.string().nullable(),
      protected_until: z.string().nullable(),
    }),
  })
  .openapi('Client');

const blankToNull = <T extends z.ZodType>(schema: T) => schema.nullish().or(z.literal('').transform(() => null));

/** Fields an adviser fills in for a client (creation, completion before a denunciation). */
export const clientFieldsSchema = z.object({
  civilite: blankToNull(z.enum(['M.', 'Mme'])),
  prenom: requiredText(80, 'Entrez le prénom'),
  nom: requiredText(80, 'Entrez le nom'),
  email: blankToNull(z.email('Email non conforme').max(254, 'Email non conforme').toLowerCase()),
  telephone: blankToNull(z.string().trim().regex(/^\+?[0-9 .-]{6,20}$/, 'Numéro de téléphone invalide')),
  address: optionalText(200),
  postcode: blankToNull(z.string().trim().regex(/^[0-9]{5}$/, 'Code postal invalide')),
  city: optionalText(120),
  birth_date: blankToNull(z.iso.date('Date de naissance invalide (AAAA-MM-JJ)')),
});

export function clientView(row: ClientRow, now: Date): z.infer<typeof clientSchema> {
  const protectedUntil = row.protectedUntil;
  return {
    id: row.id,
    civilite: row.civilite,
    prenom: row.prenom,
    nom: row.nom,
    email: row.email,
    telephone: row.telephone,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    birth_date: row.birthDate,
    created_at: row.createdAt.toISOString(),
    denonciation: {
      status: !protectedUntil ? 'none' : protectedUntil > now ? 'protected' : 'expired',
      denounced_at: row.denouncedAt?.toISOString() ?? null,
      protected_until: protectedUntil?.toISOString() ?? null,
    },
  };
}
