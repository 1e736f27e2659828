'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** SPEC §4: after each navigation the page scrolls smoothly back to the top, 300 ms later. */
export const SCROLL_DELAY_MS = 300;

export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(
      () => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' }),
      SCROLL_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
