'use client';

import { notifyManager, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/components/notices/notify';
import type { LotDetail } from '@/lib/partner/programmes';
import type { Option, OptionAnswer } from '@/lib/partner/options';
import { recordOwnLotChange } from './own-lot-changes-store';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';

/** The tabs of the options screen and the statuses each lists. */
export const OPTION_TABS = { live: 'live', history: 'released,expired,withdrawn' } as const;
export type OptionTab = keyof typeof OPTION_TABS;

const LIVE: Option['status'][] = ['placed', 'notified', 'reserved'];

export function fetchOptions(tab: OptionTab): Promise<Option[]> {
  return fetchRead('options', { status: OPTION_TABS[tab] });
}

/** The adviser's live option on a lot, if any (the options screen's own list). */
export function useOwnLiveOption(lotId: number) {
  const live = useQuery({ queryKey: queryKeys.options.tab('live'), queryFn: () => fetchOptions('live') });
  return { option: live.data?.find((option) => option.lot.id === lotId) ?? null, isPending: live.isPending };
}

/**
 * Puts an option step's answer into what the screens show before they are read again: the live options list, the
 * lot of the panel and the grid's row (through the own-changes store). `before` is the lot's status before the step.
 */
function applyOptionAnswer(queryClient: QueryClient, before: LotDetail['status'], answer: OptionAnswer) {
  const option = answer.data;
  queryClient.setQueryData<Option[]>(queryKeys.options.tab('live'), (old) => {
    const others = (old ?? []).filter((item) => item.id !== option.id);
    return LIVE.includes(option.status) ? [option, ...others] : others;
  });
  queryClient.setQueryData<LotDetail>(queryKeys.lot(option.lot.id), (old) => old && { ...old, status: option.lot.status });
  recordOwnLotChange(option.lot.id, before, option.lot.status);
}

/**
 * What every option step does with its answer: the screens show it first, then the success notice (it joins the
 * cache's own update round, so it never shows before them), then the browser's lists are read again behind. The page
 * itself came back rendered anew in the step's own answer (`refreshingPage`).
 */
export function useSettleOptionStep() {
  const queryClient = useQueryClient();
  return (before: LotDetail['status'], answer: OptionAnswer, notice: string) => {
    applyOptionAnswer(queryClient, before, answer);
    notifyManager.schedule(() => notifySuccess(notice));
    void queryClient.invalidateQueries({ queryKey: queryKeys.options.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.lot(answer.data.lot.id) });
  };
}
