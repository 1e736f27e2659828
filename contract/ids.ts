import { z } from 'zod';

/** A row id of the partner API: a positive PostgreSQL integer. */
export const idSchema = z.number().int().positive().max(2_147_483_647);

/** A row id as a form or a query sends it (text or number), refused with `message` when it is not one. */
export const idInputSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** The `Idempotency-Key` a form sends with a write it must not repeat (a double click places one option). */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);
