import { z } from 'zod';
import { messages } from './messages';

/** Laravel's paginator body (SPEC §3 "Paged list"), unnamed so each list can name its own page. */
export function laravelPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number().int(),
    data: z.array(item),
    first_page_url: z.string(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    last_page_url: z.string(),
    path: z.string(),
    per_page: z.number().int(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}

/** Every list of the partner API: the paginator under `data`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: laravelPageSchema(item) });
}

export type LaravelPage<T> = Omit<z.infer<ReturnType<typeof laravelPageSchema<z.ZodType>>>, 'data'> & { data: T[] };
export type PagedResponse<T> = { data: LaravelPage<T> };

const pm = messages.api.paging;

/** `page` and `per_page` of every list query; each list chooses its own default page size. */
export function pagingQuery(defaultPerPage: number) {
  return {
    page: z.coerce.number({ error: pm.page }).int(pm.page).min(1, pm.page).max(100_000, pm.page).default(1),
    per_page: z.coerce.number({ error: pm.perPage }).int(pm.perPage).min(1, pm.perPage).max(100, pm.perPageMax).default(defaultPerPage),
  };
}
