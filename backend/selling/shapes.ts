import { z } from '@hono/zod-openapi';
import { messages } from '../../contract/messages';
import { laravelPageSchema } from '../../contract/paging';

const m = messages.api.paging;

export const pagingQuery = {
  page: z.coerce.number({ error: m.page }).int().min(1, m.page).max(100_000).default(1),
  per_page: z.coerce.number({ error: m.perPage }).int().min(1).max(100, m.perPageMax).default(20),
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
