'use client';

import { useCallback, useSyncExternalStore } from 'react';

const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

/**
 * The current time, to the second, refreshed every `everyMs` so countdowns move. Hydration reads `renderedAt`, the
 * server's time when it wrote the page, so it finds the server's text; React then moves on to the browser's clock.
 */
export function useNow(renderedAt: number, everyMs = 30_000): number {
  const subscribe = useCallback(
    (onTick: () => void) => {
      const timer = setInterval(onTick, everyMs);
      return () => clearInterval(timer);
    },
    [everyMs],
  );
  return useSyncExternalStore(subscribe, currentSecond, () => renderedAt);
}
