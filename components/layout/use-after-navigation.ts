'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useEffectEvent, useRef, type EffectCallback } from 'react';

/** Runs `effect` after each move to another page inside the frame, not on the page the frame first loaded with. */
export function useAfterNavigation(effect: EffectCallback): void {
  const pathname = usePathname();
  const first = useRef(true);
  const onNavigation = useEffectEvent(effect);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return onNavigation();
  }, [pathname]);
}
