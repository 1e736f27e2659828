'use client';

import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@/contract/live-events';
import { LIVE_TOPICS } from '@/contract/live-topics';

/** After the server refused the stream (logged out, restarting), try again this much later. */
const REOPEN_AFTER_MS = 5_000;

/**
 * Listens to `/api/events` for as long as the component lives. EventSource reconnects by itself after a dropped
 * connection, sending Last-Event-ID so nothing is missed; a refused connection is reopened here.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource('/api/events');
      const receive = (message: MessageEvent<string>) => handler.current(JSON.parse(message.data) as LiveEvent);
      for (const topic of LIVE_TOPICS) source.addEventListener(topic, receive);
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, REOPEN_AFTER_MS);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, []);
}
