'use client';

import { useEffect } from 'react';

/**
 * Records that the conversation was seen, once its page is on screen. Reading it on the server would not do: a
 * link's prefetch renders the page too, and the answers would count as read before anyone saw them.
 */
export function MarkReadOnView({ markRead }: { markRead: () => Promise<unknown> }) {
  useEffect(() => {
    void markRead();
  }, [markRead]);
  return null;
}
