import { z } from '@hono/zod-openapi';
import { laravelPageSchema, pagingQuery as contractPagingQuery } from '../../contract/paging';

export const pagingQuery = contractPagingQuery(20);

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
