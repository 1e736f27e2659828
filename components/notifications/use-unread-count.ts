'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@/lib/client-data/query-keys';
import { fetchRead } from '@/lib/client-data/fetch-read';

/** New notifications come from the API's own events (sweeps, back office): the badge looks again each minute. */
const REFRESH_MS = 60_000;

/** The number of unread notifications, shared by the header badge and the notifications screen. */
export function useUnreadCount() {
  return useQuery({
    queryKey: queryKeys.unreadNotifications,
    queryFn: () => fetchRead('unreadNotifications'),
    refetchInterval: REFRESH_MS,
  });
}

/** Sets the badge from the count a mark-read call answered, without another round trip. */
export function useSetUnreadCount() {
  const queryClient = useQueryClient();
  return useCallback((unread: number) => queryClient.setQueryData(queryKeys.unreadNotifications, unread), [queryClient]);
}
