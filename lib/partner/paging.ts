import { messages } from '@/contract/messages';

import type { LaravelPage } from '@/contract/paging';

export type { LaravelPage, PagedResponse } from '@/contract/paging';

export class PageNumbersError extends Error {
  constructor() {
    super(messages.errors.pageNumbers);
    this.name = 'PageNumbersError';
  }
}

/** The `page` query parameter of a page URL (absolute or relative), or null when it has none. */
export function pageNumberOf(url: string): number | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  const raw = parsed.searchParams.get('page');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : null;
}

/**
 * SPEC §7: the number of pages is last page minus first page plus 1, read from the page URLs.
 * Throws 'Impossible d'extraire les numéros de page des URLs.' when either URL carries no page number.
 */
export function pageCount(page: Pick<LaravelPage<unknown>, 'first_page_url' | 'last_page_url'>): number {
  const first = typeof page.first_page_url === 'string' ? pageNumberOf(page.first_page_url) : null;
  const last = typeof page.last_page_url === 'string' ? pageNumberOf(page.last_page_url) : null;
  if (first === null || last === null || last < first) throw new PageNumbersError();
  return last - first + 1;
}

/** The list, its total and the page count the pagination control needs. */
export interface PageView<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
  perPage: number;
}

export function toPageView<T, U = T>(page: LaravelPage<T>, map?: (item: T) => U): PageView<U> {
  return {
    items: map ? page.data.map(map) : (page.data as unknown as U[]),
    page: page.current_page,
    pages: pageCount(page),
    total: page.total,
    perPage: page.per_page,
  };
}
