'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { matomoSetup, pageViewCommands } from '@/lib/analytics/matomo';

declare global {
  interface Window {
    _paq?: (string | number)[][];
  }
}

/** Loads the Matomo tracker once and records a page view on the first load and on every client navigation. */
export function MatomoTracker({ url, siteId }: { url: string; siteId: number }) {
  const pathname = usePathname();

  useEffect(() => {
    const { scriptUrl, commands } = matomoSetup(url, siteId);
    const queue = (window._paq ??= []);
    queue.push(...commands);
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    document.head.appendChild(script);
  }, [url, siteId]);

  useEffect(() => {
    // After the new page's title is set by the metadata of the route.
    const timer = window.setTimeout(() => (window._paq ??= []).push(...pageViewCommands(window.location.href, document.title)), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
