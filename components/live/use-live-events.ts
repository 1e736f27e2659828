'use client';

import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@/contract/live-events';
import { LIVE_TOPICS } from '@/contract/live-topics';
import { onLiveCursor } from './live-cursor';

/** After the server refused the stream (logged out, restarting), try again this much later. */
const REOPEN_AFTER_MS = 5_000;

/**
 * Listens to `/api/events` for as long as the component lives, from the cursor of the document's page when it offers
 * one (live-cursor.ts). EventSource reconnects by itself after a dropped connection, sending Last-Event-ID so nothing
 * is missed; a refused connection is reopened here.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    // The cursor the channel was opened after, and the last event it heard: a reopening resumes from there.
    let openedAfter: number | undefined;
    let lastHeard: number | undefined;
    const open = (after?: number) => {
      openedAfter = after;
      source = new EventSource(after === undefined ? '/api/events' : `/api/events?after=${after}`);
      const receive = (message: MessageEvent<string>) => {
        lastHeard = Number(message.lastEventId) || lastHeard;
        handler.current(JSON.parse(message.data) as LiveEvent);
      };
      for (const topic of LIVE_TOPICS) source.addEventListener(topic, receive);
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(() => open(lastHeard ?? openedAfter), REOPEN_AFTER_MS);
      };
    };
    const cursor = onLiveCursor((after) => {
      if (openedAfter !== undefined) return;
      source?.close();
      clearTimeout(reopen);
      open(after);
    });
    open(cursor.offered);
    return () => {
      cursor.stop();
      clearTimeout(reopen);
      source?.close();
    };
  }, []);
}
