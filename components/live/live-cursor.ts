'use client';

import { useEffect } from 'react';

/**
 * Where the live channel's first connection resumes. The page a document was loaded with was read before the
 * channel could open; a page read live (a residence's lot statuses) offers the last event its data includes, and
 * the channel opens after it, or opens again if it was already listening, so a change committed in between is
 * heard. Pages shown later were read while the channel listened: their offers are not needed and are ignored.
 */
type Listener = (after: number) => void;

// Read when the frame's code loads, before any navigation inside the app.
const documentPath = typeof window === 'undefined' ? null : window.location.pathname;
let offered: number | undefined;
const listeners = new Set<Listener>();

export function offerLiveCursor(after: number): void {
  if (offered !== undefined || window.location.pathname !== documentPath) return;
  offered = after;
  for (const listener of listeners) listener(after);
}

/** The cursor offered by the document's page, if any yet, and a call when it comes. */
export function onLiveCursor(listener: Listener): { offered: number | undefined; stop: () => void } {
  listeners.add(listener);
  return { offered, stop: () => void listeners.delete(listener) };
}

/** Rendered by a page whose data was read live: offers the event its data already includes. */
export function LiveCursor({ after }: { after: number }) {
  useEffect(() => offerLiveCursor(after), [after]);
  return null;
}
