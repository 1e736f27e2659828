'use client';

import { useCallback, useState } from 'react';

/**
 * Whether the element has come into the screen once (or the page is about to be printed): a chart or a map is drawn
 * from then on, so a first load does not fetch and run Chart.js or Leaflet for those below the first screen (the
 * home's sales chart starts just under a phone's first screen).
 */
export function useFirstSight<T extends Element>() {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || seen) return;
      const show = () => setSeen(true);
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { threshold: 0 });
      observer.observe(node);
      window.addEventListener('beforeprint', show);
      return () => {
        observer.disconnect();
        window.removeEventListener('beforeprint', show);
      };
    },
    [seen],
  );
  return [ref, seen] as const;
}
