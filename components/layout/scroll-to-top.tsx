'use client';

import { useAfterNavigation } from './use-after-navigation';

/** SPEC §4: after each navigation the page scrolls smoothly back to the top, 300 ms later. */
export const SCROLL_DELAY_MS = 300;

export function ScrollToTop() {
  useAfterNavigation(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(
      () => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' }),
      SCROLL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  });

  return null;
}
