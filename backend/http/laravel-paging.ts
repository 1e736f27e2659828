import type { LaravelPage } from '../../contract/paging';

/**
 * Builds the page body for `requestUrl`; the page URLs keep the request's other query parameters
 * (filters, sort) so a client can follow them as they are. They are relative to the API's own address: the
 * caller's `Host` header never reaches an answer.
 */
export function laravelPage<T>(params: {
  requestUrl: string;
  rows: T[];
  page: number;
  perPage: number;
  total: number;
}): LaravelPage<T> {
  const { rows, page, perPage, total } = params;
  const url = new URL(params.requestUrl);
  const path = url.pathname;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pageUrl = (n: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(n));
    return `${path}?${query.toString()}`;
  };
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data: rows,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    path,
    per_page: perPage,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}
