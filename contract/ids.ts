import { z } from 'zod';

/** A row id of the partner API: a positive PostgreSQL integer. */
export const idSchema = z.number().int().positive().max(2_147_483_647);
