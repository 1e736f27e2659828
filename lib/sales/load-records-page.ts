import 'server-only';
import type { PagedResponse } from '@/lib/partner/paging';
import { listDisputes, listFollowUps, listSales, type RecordKind, type SalesRecord } from '@/lib/partner/sales';
import { load } from '@/lib/page-data/load';
import { requireSession } from '@/lib/auth/session';

const calls: Record<RecordKind, (token: string, query: { page: number; per_page: number }) => Promise<PagedResponse<SalesRecord>>> = {
  ventes: listSales,
  suivis: listFollowUps,
  litiges: listDisputes,
};

/** One page of a sales list for a route page (401 → login screen, failure → the page's notice). */
export async function loadRecordsPage(kind: RecordKind, rawPage: string | string[] | undefined) {
  const page = typeof rawPage === 'string' && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const session = await requireSession();
  const loaded = await load(calls[kind](session.accessToken, { page, per_page: 20 }));
  return loaded.ok ? loaded.value.data : null;
}
