import { z } from 'zod';

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
