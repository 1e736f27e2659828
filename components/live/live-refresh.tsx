'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@/contract/live-events';
import { pageShows } from './page-shows';
import { useLiveEvents } from './use-live-events';
import { queryKeys } from '@/lib/client-data/query-keys';

/** Several events of one change (a sweep, a batch) cost one refresh of the page. */
const REFRESH_DELAY_MS = 150;

/** Query keys that hold what an event changed; server-rendered pages are refreshed in any case. */
function keysOf(event: LiveEvent): readonly (readonly unknown[])[] {
  if (event.topic === 'kyc') return [queryKeys.kycDocuments, queryKeys.unreadNotifications];
  if (event.topic === 'message') return [queryKeys.unreadNotifications];
  // The options screen lists reservations by tab under this prefix; the step also left a notification.
  if (event.topic === 'reservation') return [queryKeys.options.all, queryKeys.unreadNotifications];
  return [queryKeys.lot(event.ref_id)];
}

/**
 * Keeps the open page in step with the database: lot grid, documents, conversations, without a reload.
 * `everything`: redraw on any event (the back office's pages are all live lists).
 */
export function LiveRefresh({ everything = false }: { everything?: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Lot events of residences not open, one per residence: the router cache may still hold such a page, drawn before.
  const missed = useRef(new Map<number | null, LiveEvent>());
  const refreshSoon = () => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => router.refresh(), REFRESH_DELAY_MS);
  };

  useLiveEvents((event) => {
    for (const queryKey of keysOf(event)) void queryClient.invalidateQueries({ queryKey });
    if (everything || pageShows(event, pathname)) refreshSoon();
    else missed.current.set(event.residence_id, event);
  });

  // Coming back to a page (from the router cache) that changed while another was open redraws it from the server.
  useEffect(() => {
    const shown = [...missed.current].filter(([, event]) => pageShows(event, pathname));
    if (!shown.length) return;
    for (const [residence] of shown) missed.current.delete(residence);
    refreshSoon();
    // refreshSoon only reads refs and the router.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
