import { z } from '@hono/zod-openapi';
import type { ClientRow } from '../db/queries/clients';
import { blankToNull, personFields, personInputFields, personView } from './person';
import { optionalText } from './shapes';

export const clientSchema = z
  .object({
    ...personFields,
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

/** Fields an adviser fills in for a client (creation, completion before a denunciation). */
export const clientFieldsSchema = z.object({
  civilite: blankToNull(z.enum(['M.', 'Mme'])),
  ...personInputFields,
  address: optionalText(200),
  postcode: blankToNull(z.string().trim().regex(/^[0-9]{5}$/, 'Code postal invalide')),
  city: optionalText(120),
  birth_date: blankToNull(z.iso.date('Date de naissance invalide (AAAA-MM-JJ)')),
});

export function clientView(row: ClientRow, now: Date): z.infer<typeof clientSchema> {
  const protectedUntil = row.protectedUntil;
  return {
    ...personView(row),
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
