// Gives the contract's schemas their .openapi() names.
import '@hono/zod-openapi';
import { clientInputSchema, clientSchema as contractClientSchema, type Client } from '../../contract/clients';
import type { ClientRow } from '../db/queries/clients';
import { personView } from './person';

export const clientSchema = contractClientSchema.openapi('Client');

/** Fields an adviser fills in for a client (creation, completion before a denunciation). */
export const clientFieldsSchema = clientInputSchema.openapi('ClientInput');

export function clientView(row: ClientRow, now: Date): Client {
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
