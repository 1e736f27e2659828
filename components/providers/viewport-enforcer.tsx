'use client';

import { useEffect } from 'react';
import { forcedViewportContent } from './viewport';

/**
 * Keeps the meta viewport at the SPEC's 1024 px on small devices; `screen.width` is the device's, unaffected by the
 * rewrite. Next writes the page's viewport again on some navigations (the login's among them), so every rewrite of
 * the head is answered with the forced one.
 */
export function ViewportEnforcer() {
  useEffect(() => {
    const content = forcedViewportContent(window.screen.width);
    if (!content) return;
    const enforce = () => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
      if (meta && meta.content !== content) meta.content = content;
    };
    enforce();
    const observer = new MutationObserver(enforce);
    observer.observe(document.head, { childList: true, subtree: true, attributes: true, attributeFilter: ['content'] });
    return () => observer.disconnect();
  }, []);
  return null;
}
