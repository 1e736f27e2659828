import { Stack } from '@mantine/core';
import { PaginationNav } from '@/components/programmes/pagination-nav';
import type { ContentItem } from '@/lib/partner/content';
import { type LaravelPage, pageCount, PageNumbersError } from '@/lib/partner/paging';
import { ContentCards } from './content-cards';

/** `?page=` of a list URL; anything odd reads as the first page. */
export function pageParam(raw: string | string[] | undefined): number {
  return typeof raw === 'string' && /^\d{1,5}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
}

/** One page of content cards with plain page links under them. */
export function PagedCards({ page, pathname, ...cards }: Omit<Parameters<typeof ContentCards>[0], 'items'> & { page: LaravelPage<ContentItem>; pathname: string }) {
  let pages = 1;
  try {
    pages = pageCount(page);
  } catch (error) {
    if (!(error instanceof PageNumbersError)) throw error;
  }
  return (
    <Stack gap="md">
      <ContentCards {...cards} items={page.data} />
      <PaginationNav pathname={pathname} queryString="" page={page.current_page} pages={pages} />
    </Stack>
  );
}
