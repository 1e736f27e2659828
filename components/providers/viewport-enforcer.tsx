'use client';

import { useEffect } from 'react';
import { forcedViewportContent } from './viewport';

/** Rewrites the meta viewport once on small devices; `screen.width` is the device's, unaffected by the rewrite. */
export function ViewportEnforcer() {
  useEffect(() => {
    const content = forcedViewportContent(window.screen.width);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (content && meta) meta.content = content;
  }, []);
  return null;
}
