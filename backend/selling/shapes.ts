import { z } from '@hono/zod-openapi';
import { laravelPageSchema } from '../../contract/paging';

export const pagingQuery = {
  page: z.coerce.number({ error: 'Numéro de page invalide' }).int().min(1, 'Numéro de page invalide').max(100_000).default(1),
  per_page: z.coerce.number({ error: 'Taille de page invalide' }).int().min(1).max(100, 'Taille de page invalide (100 au plus)').default(20),
};

/** Laravel paginator under `data`, as every list of the API. */
export function pageOf<T extends z.ZodType>(item: T, name: string) {
  return z.object({ data: laravelPageSchema(item) }).openapi(name);
}

export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .openapi({ description: 'Clé unique par action : une répétition renvoie la première réponse', example: 'c1f0a9d2e8b34f7a' }),
});

const trimmed = (max: number) => z.string().trim().max(max, `${max} caractères au maximum`);
export const optionalText = (max: number) =>
  trimmed(max)
    .nullish()
    .transform((value) => value || null);
export const requiredText = (max: number, message: string) => trimmed(max).min(1, message);
