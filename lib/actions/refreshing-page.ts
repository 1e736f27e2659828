import 'server-only';
import { refresh } from 'next/cache';
import type { ActionResult } from '@/lib/actions/action-result';

/**
 * A write the page it was made from shows: once it succeeded, the page is rendered again into the action's own
 * answer (`refresh()`), so the browser needs no second request and no component refreshes by hand. The browser's
 * own reads (React Query) are still updated by the component, from the answer. A write answered by a route handler
 * (the multipart uploads) cannot do this and refreshes from the browser.
 */
export async function refreshingPage<T>(write: Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  const result = await write;
  if (result.ok) refresh();
  return result;
}
